"""Logins: wrong passwords are throttled (django-axes), and a director can reset a password by mail."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.urls import reverse

from tests.app.app_fixtures import PASSWORD


@pytest.fixture
def barney(director):
    director.set_password(PASSWORD)
    director.email = "barney@example.org"
    director.save()
    return director


def _login(client, password, address="10.0.0.1"):
    return client.post(reverse("login"), {"username": "barney", "password": password},
                       REMOTE_ADDR=address)


def test_five_wrong_passwords_lock_the_name_out_from_that_address(client, barney):
    for _ in range(4):
        assert _login(client, "wrong").status_code == 200           # the form again, with the error
    locked = _login(client, "wrong")
    assert locked.status_code == 429
    assert "Too many wrong passwords" in locked.content.decode()
    assert "15 minutes" in locked.content.decode()
    assert _login(client, PASSWORD).status_code == 429              # even the right one, for now
    assert _login(client, PASSWORD, address="10.0.0.2").status_code == 302   # elsewhere: not locked


def test_a_right_password_clears_the_count(client, barney):
    for _ in range(4):
        _login(client, "wrong")
    assert _login(client, PASSWORD).status_code == 302
    client.logout()
    for _ in range(4):
        assert _login(client, "wrong").status_code == 200


def test_a_forgotten_password_is_reset_by_mail(client, barney):
    page = client.get(reverse("login")).content.decode()
    assert reverse("password_reset") in page
    response = client.post(reverse("password_reset"), {"email": "barney@example.org"}, follow=True)
    assert "Look in your mail" in response.content.decode()
    assert len(mail.outbox) == 1 and '"barney"' in mail.outbox[0].body
    link = re.search(r"https?://[^/\s]+(/accounts/reset/\S+)", mail.outbox[0].body).group(1)
    form = client.get(link, follow=True)
    assert "Choose a new password" in form.content.decode()
    done = client.post(form.redirect_chain[-1][0], {"new_password1": "a-new-whist-password-1897",
                                                     "new_password2": "a-new-whist-password-1897"},
                       follow=True)
    assert "Password changed" in done.content.decode()
    assert get_user_model().objects.get(username="barney").check_password("a-new-whist-password-1897")
    assert "does not work any more" in client.get(link, follow=True).content.decode()


def test_an_unknown_address_gets_the_same_answer_and_no_mail(client, barney):
    response = client.post(reverse("password_reset"), {"email": "nobody@example.org"}, follow=True)
    assert "Look in your mail" in response.content.decode()
    assert mail.outbox == []


def test_behind_the_proxy_the_clients_address_is_counted():
    from django.test import RequestFactory

    from config.proxy import client_ip

    request = RequestFactory().get("/", REMOTE_ADDR="127.0.0.1",
                                   HTTP_X_FORWARDED_FOR="6.6.6.6, 203.0.113.9")
    assert client_ip(request) == "203.0.113.9"
    assert client_ip(RequestFactory().get("/", REMOTE_ADDR="10.0.0.1")) == "10.0.0.1"
