"""The public pages: published events only, no login."""

from django.urls import include, path

from ..deals.urls import public_urlpatterns as deals_pages
from ..printing.urls import public_urlpatterns as print_pages
from ..views import public, standings

app_name = "public"

event = "clubs/<slug:club>/events/<int:event_id>/"

urlpatterns = [
    path("", public.index, name="index"),
    path("clubs/<slug:club>/", public.club, name="club"),
    path(event, standings.public_standings, name="event"),
    path(event + "recap/", standings.public_recap, name="recap"),
    path(event + "cards/<int:entrant>/", standings.public_card, name="card"),
    path(event + "print/", include(print_pages)),
    path(event + "deals/", include(deals_pages)),
]
