"""The public pages: published events only, no login; a club's pages, and below them each
published event's."""

from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView

from tournament.web.views import deals, ladders, printing, public, standings

app_name = "public"

club = "clubs/<slug:club>/"
ladder = club + "ladders/<slug:ladder>/"

urlpatterns = [
    path("", public.index, name="index"),
    # Browsers ask for /favicon.ico where a page names no icon (a PDF, the admin): the site's.
    path("favicon.ico", RedirectView.as_view(url=static("favicon.svg"), permanent=True), name="favicon"),
    path(club, public.club, name="club"),
    path(club + "members/<int:member>/", ladders.public_member, name="member"),
    path(ladder, ladders.public_ladder, name="ladder"),
    path(ladder + "ladder.pdf", ladders.public_ladder_pdf, name="ladder-pdf"),
    path(ladder + "ladder.xlsx", ladders.public_ladder_xlsx, name="ladder-xlsx"),
    path(club + "events/<int:event_id>/", include([
        path("", standings.public_standings, name="event"),
        path("recap/", standings.public_recap, name="recap"),
        path("cards/<int:entrant>/", standings.public_card, name="card"),
        path("print/results.pdf", printing.public_results, name="print-results"),
        path("print/results.xlsx", printing.public_workbook, name="print-workbook"),
        path("deals/hand-records.pdf", deals.public_hand_records, name="deals-hand-records"),
        path("deals/par/", deals.public_par_page, name="deals-par"),
    ])),
]
