"""The public pages: published events only, no login."""

from django.templatetags.static import static
from django.urls import path
from django.views.generic import RedirectView

from tournament.web.views import deals, ladders, printing, public, standings

app_name = "public"

event = "clubs/<slug:club>/events/<int:event_id>/"

urlpatterns = [
    path("", public.index, name="index"),
    # Browsers ask for /favicon.ico where a page names no icon (a PDF, the admin): the site's.
    path("favicon.ico", RedirectView.as_view(url=static("favicon.svg"), permanent=True), name="favicon"),
    path("clubs/<slug:club>/", public.club, name="club"),
    path("clubs/<slug:club>/ladders/<slug:ladder>/", ladders.public_ladder, name="ladder"),
    path("clubs/<slug:club>/ladders/<slug:ladder>/ladder.pdf", ladders.public_ladder_pdf, name="ladder-pdf"),
    path("clubs/<slug:club>/ladders/<slug:ladder>/ladder.xlsx", ladders.public_ladder_xlsx,
         name="ladder-xlsx"),
    path("clubs/<slug:club>/members/<int:member>/", ladders.public_member, name="member"),
    path(event, standings.public_standings, name="event"),
    path(event + "recap/", standings.public_recap, name="recap"),
    path(event + "cards/<int:entrant>/", standings.public_card, name="card"),
    path(event + "print/results.pdf", printing.public_results, name="print-results"),
    path(event + "print/results.xlsx", printing.public_workbook, name="print-workbook"),
    path(event + "deals/hand-records.pdf", deals.public_hand_records, name="deals-hand-records"),
    path(event + "deals/par/", deals.public_par_page, name="deals-par"),
]
