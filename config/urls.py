"""URL map, by audience: the public, the club's directors, the tables, the admin."""

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

urlpatterns = [
    path("", include("tournament.urls.public")),
    path("director/", include("tournament.urls.director")),
    path("table/", include("tournament.urls.tables")),
    path("api/", include("tournament.urls.api")),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
]
