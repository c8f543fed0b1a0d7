"""The tables' phone pages, reached through each table's private link."""

from django.urls import path

from tournament.web.views import tables

app_name = "tables"

urlpatterns = [
    path("<str:token>/", tables.page, name="page"),
    path("<str:token>/live/", tables.live, name="live"),
]
