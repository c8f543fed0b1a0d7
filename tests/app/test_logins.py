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



def _wrong(client, address, forged):
    return client.post(reverse("login"), {"username": "barney", "password": "wrong"},
                       REMOTE_ADDR=address, HTTP_X_FORWARDED_FOR=forged)


def test_a_forged_forwarded_for_changes_nothing_without_a_proxy(client, barney):
    """300 wrong passwords, each with another X-Forwarded-For: locked out after five all the same."""
    answers = [_wrong(client, "10.0.0.1", f"203.0.113.{n % 250}, 198.51.100.{n % 200}").status_code
               for n in range(300)]
    assert answers[:4] == [200] * 4 and set(answers[4:]) == {429}
    assert _login(client, PASSWORD).status_code == 429


def test_behind_proxies_the_address_they_saw_is_counted(settings, client, barney):
    settings.WHIST_PROXIES = 1
    answers = [_wrong(client, "127.0.0.1", f"6.6.6.{n}, 203.0.113.9").status_code for n in range(30)]
    assert set(answers[4:]) == {429}                             # forged left entries: ignored
    assert _wrong(client, "127.0.0.1", "203.0.113.10").status_code == 200   # another client: not locked


@pytest.mark.parametrize("proxies,forwarded,seen", [
    (0, "6.6.6.6, 203.0.113.9", "127.0.0.1"),
    (1, "6.6.6.6, 203.0.113.9", "203.0.113.9"),
    (2, "6.6.6.6, 203.0.113.9, 10.0.0.2", "203.0.113.9"),
    (2, "203.0.113.9", "127.0.0.1"),              # fewer entries than proxies: the socket's
    (1, "", "127.0.0.1"),
])
def test_the_clients_address(settings, proxies, forwarded, seen):
    from django.test import RequestFactory

    from config.proxy import client_ip

    settings.WHIST_PROXIES = proxies
    extra = {"HTTP_X_FORWARDED_FOR": forwarded} if forwarded else {}
    assert client_ip(RequestFactory().get("/", REMOTE_ADDR="127.0.0.1", **extra)) == seen


def test_password_reset_mails_are_limited(client, barney):
    answers = [client.post(reverse("password_reset"), {"email": "barney@example.org"},
                           REMOTE_ADDR=f"10.0.1.{n}").status_code for n in range(30)]
    assert len(mail.outbox) == 3                                   # per account
    assert answers[:3] == [302] * 3 and set(answers[3:]) == {429}
    assert "No mail was sent" in client.post(reverse("password_reset"), {"email": "barney@example.org"},
                                             REMOTE_ADDR="10.0.9.9").content.decode()


def test_password_reset_requests_from_one_address_are_limited(client, barney):
    answers = [client.post(reverse("password_reset"), {"email": f"someone{n}@example.org"},
                           REMOTE_ADDR="10.0.2.1").status_code for n in range(30)]
    assert answers[:5] == [302] * 5 and set(answers[5:]) == {429}
    assert client.post(reverse("password_reset"), {"email": "barney@example.org"},
                       REMOTE_ADDR="10.0.2.2").status_code == 302
    assert len(mail.outbox) == 1
