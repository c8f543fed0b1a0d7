"""URL map, by audience: the public, the club's directors, the tables, the admin, logins."""

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from tournament.web.reset_limit import LimitedPasswordResetView

urlpatterns = [
    # The tables' first: most of an evening's requests, found with the fewest patterns tried
    # (no other address begins with table/ or api/, so the order changes nothing else).
    path("api/", include("tournament.web.urls.api")),
    path("table/", include("tournament.web.urls.tables")),
    path("", include("tournament.web.urls.public")),
    path("director/", include("tournament.web.urls.director")),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    # A director who forgot the password gets a link by mail (templates/registration/).
    # At most a few mails an hour from one address, or to one (tournament/web/reset_limit.py).
    path("accounts/password-reset/", LimitedPasswordResetView.as_view(), name="password_reset"),
    path("accounts/password-reset/sent/", auth_views.PasswordResetDoneView.as_view(),
         name="password_reset_done"),
    path("accounts/reset/<uidb64>/<token>/", auth_views.PasswordResetConfirmView.as_view(),
         name="password_reset_confirm"),
    path("accounts/reset/done/", auth_views.PasswordResetCompleteView.as_view(),
         name="password_reset_complete"),
    path("admin/", admin.site.urls),
    path("", include("config.health")),   # /healthz
]
