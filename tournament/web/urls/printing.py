"""The printing pages, to be mounted by the project's URL map.

``director_urlpatterns`` under ``director/events/<int:event_id>/print/`` in the
"director" namespace; ``public_urlpatterns`` under
``clubs/<slug:club>/events/<int:event_id>/print/`` in the "public" namespace.
"""

from django.urls import path

from tournament.web.views import printing as views

director_urlpatterns = [
    path("", views.page, name="print-page"),
    path("pack.pdf", views.pack, name="print-pack"),
    path("results.xlsx", views.director_workbook, name="print-workbook"),
    path("<slug:kind>.pdf", views.document, name="print-document"),
]

public_urlpatterns = [
    path("results.pdf", views.public_results, name="print-results"),
    path("results.xlsx", views.public_workbook, name="print-workbook"),
]
