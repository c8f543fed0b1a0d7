"""The deals pages, mounted by ``tournament.web.urls``:

* ``director_urlpatterns`` under ``director/events/<int:event_id>/deals/`` (namespace "director");
* ``public_urlpatterns`` under ``clubs/<slug:club>/events/<int:event_id>/deals/`` (namespace "public").
"""

from django.urls import path

from tournament.web.views import deals as views

director_urlpatterns = [
    path("", views.deals_page, name="deals-home"),
    path("deal/", views.deal, name="deals-deal"),
    path("import/", views.import_pbn, name="deals-import"),
    path("deals.pbn", views.pbn_file, name="deals-pbn"),
    path("deals.dlm", views.dlm_file, name="deals-dlm"),
    path("hand-records.pdf", views.hand_records, name="deals-hand-records"),
    path("par/", views.par_page, name="deals-par"),
]

public_urlpatterns = [
    path("hand-records.pdf", views.public_hand_records, name="deals-hand-records"),
    path("par/", views.public_par_page, name="deals-par"),
]
