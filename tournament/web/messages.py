"""Django's messages middleware, set up only for the requests that use a message.

Django's ``MessageMiddleware`` makes every request's message storage at once: a signer
for the cookie (its class looked up by name each time) and the session's storage, about a
tenth of what ``/healthz`` costs.  The table API, the health check and the public pages never show a
message, and a table's phone sends hundreds of requests an evening, so here the storage is
made when a view or template first asks for it (``messages.success``, ``{% if messages %}``),
and a request that never asked stores nothing, as Django's would store nothing for it.
"""

from django.contrib.messages.middleware import MessageMiddleware
from django.contrib.messages.storage import default_storage
from django.utils.functional import SimpleLazyObject, empty


class LazyMessageMiddleware(MessageMiddleware):
    def process_request(self, request):
        request._messages = SimpleLazyObject(lambda: default_storage(request))

    def process_response(self, request, response):
        messages = getattr(request, "_messages", None)
        if isinstance(messages, SimpleLazyObject) and messages._wrapped is empty:
            return response     # no message was added or read: nothing to store
        return super().process_response(request, response)
