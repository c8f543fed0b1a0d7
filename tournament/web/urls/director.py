"""The director's pages (login required; each event only for its club's directors)."""

from django.urls import path

from tournament.web.views import deals, director, printing, results, standings, transfer
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
    path(event + "print/", printing.page, name="print-page"),
    path(event + "print/pack.pdf", printing.pack, name="print-pack"),
    path(event + "print/results.xlsx", printing.director_workbook, name="print-workbook"),
    path(event + "print/<slug:kind>.pdf", printing.document, name="print-document"),
    path(event + "deals/", deals.deals_page, name="deals-home"),
    path(event + "deals/deal/", deals.deal, name="deals-deal"),
    path(event + "deals/import/", deals.import_pbn, name="deals-import"),
    path(event + "deals/deals.pbn", deals.pbn_file, name="deals-pbn"),
    path(event + "deals/deals.dlm", deals.dlm_file, name="deals-dlm"),
    path(event + "deals/hand-records.pdf", deals.hand_records, name="deals-hand-records"),
    path(event + "deals/par/", deals.par_page, name="deals-par"),
    path(club + "members/", members.member_list, name="members"),
    path(club + "members/<int:member>/", members.member_edit, name="member"),
    path(club + "members.csv", members.member_export, {"kind": "csv"}, name="members-csv"),
    path(club + "members.xlsx", members.member_export, {"kind": "xlsx"}, name="members-xlsx"),
    path(club + "members.json", members.member_names, name="member-names"),
    path(club + "ladders/", ladders.director_ladders, name="ladders"),
    path(club + "ladders/<slug:ladder>/", ladders.director_ladder, name="ladder"),
]
