"""The director's pages (login required; each event only for its club's directors)."""

from django.urls import include, path

from tournament.web.urls.deals import director_urlpatterns as deals_pages
from tournament.web.urls.printing import director_urlpatterns as print_pages
from tournament.web.views import director, results, standings, transfer
from tournament.web.views import control, ladders, members

app_name = "director"

event = "events/<int:event_id>/"
club = "clubs/<slug:club>/"

urlpatterns = [
    path("", director.home, name="home"),
    path("events/new/", director.event_new, name="event-new"),
    path("import/", transfer.upload, name="import"),
    path(event, director.event_detail, name="event"),
    path(event + "field/", director.entrants_edit, name="entrants"),
    path(event + "movement/", director.movement_choose, name="movement"),
    path(event + "settings/", director.event_settings, name="settings"),
    path(event + "step/", director.event_step, name="step"),
    path(event + "export/", transfer.export, name="export"),
    path(event + "results/", results.overview, name="results"),
    path(event + "results/tray/<int:tray>/", results.traveller, name="traveller"),
    path(event + "results/round/<int:round_no>/table/<int:table>/", results.scorer_slip, name="slip"),
    path(event + "results/<int:result_id>/history/", results.history, name="history"),
    path(event + "standings/", standings.director_standings, name="standings"),
    path(event + "recap/", standings.director_recap, name="recap"),
    path(event + "cards/<int:entrant>/", standings.director_card, name="card"),
    path(event + "control/", control.control, name="control"),
    path(event + "control/live/", control.live, name="control-live"),
    path(event + "control/standings/", control.standings, name="control-standings"),
    path(event + "control/advance/", control.advance, name="control-advance"),
    path(event + "control/late/", control.add_late, name="control-late"),
    path(event + "control/settle/", control.settle, name="control-settle"),
    path(event + "control/tables/<int:table>/qr.svg", control.table_qr, name="table-qr"),
    path(event + "control/tables/<int:table>/renew/", control.renew_link, name="table-renew"),
    path(event + "print/", include(print_pages)),
    path(event + "deals/", include(deals_pages)),
    path(club + "members/", members.member_list, name="members"),
    path(club + "members/<int:member>/", members.member_edit, name="member"),
    path(club + "members.csv", members.member_export, {"kind": "csv"}, name="members-csv"),
    path(club + "members.xlsx", members.member_export, {"kind": "xlsx"}, name="members-xlsx"),
    path(club + "members.json", members.member_names, name="member-names"),
    path(club + "ladders/", ladders.director_ladders, name="ladders"),
    path(club + "ladders/<slug:ladder>/", ladders.director_ladder, name="ladder"),
]
