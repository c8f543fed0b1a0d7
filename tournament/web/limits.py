"""Size limits: an upload or a table API body big enough for any real evening, refused beyond.

``settings.WHIST_MAX_UPLOAD`` bounds a session or PBN file (bytes), and
``settings.WHIST_MAX_API_BODY`` the body of a table API request.  A larger one
is refused with a message that gives the limit; an API body is refused before
it is read whenever its length is announced.
"""

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, ValidationError
from django.template.defaultfilters import filesizeformat

from tournament.errors import Code, UserError


class TooLarge(UserError):
    code = Code.TOO_LARGE


def check_upload(file) -> None:
    """A file field's validator: refuse a file over the upload limit."""
    limit = settings.WHIST_MAX_UPLOAD
    if file.size > limit:
        raise ValidationError(f"The file is {filesizeformat(file.size)}; at most "
                              f"{filesizeformat(limit)} is accepted. Is it the right file?")


def api_body(request) -> bytes:
    """The request's body, or TooLarge when it is over the API's limit."""
    limit = settings.WHIST_MAX_API_BODY
    refusal = TooLarge(f"The request body is larger than {limit} bytes; a table's request "
                       f"is a few dozen.")
    try:
        announced = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        announced = 0
    if announced > limit:
        raise refusal
    try:
        body = request.body
    except RequestDataTooBig:
        raise refusal from None
    if len(body) > limit:
        raise refusal
    return body
