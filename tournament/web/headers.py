"""Security headers: Content-Security-Policy, Permissions-Policy, and no-store on private pages.

* ``settings.CONTENT_SECURITY_POLICY``: the policy, with ``{nonce}`` where each
  response's nonce goes.  A page's own ``<script>`` or ``<style>`` carries
  ``nonce="{{ request.csp_nonce }}"``; nothing else inline runs (no ``on…=``
  attributes, no ``javascript:`` links: behaviour lives in ``static/js/``).
  Empty: no policy (under ``DEBUG``, whose error pages are inline).
* ``settings.PERMISSIONS_POLICY``: the browser features no page uses, turned off.
* The director's pages, the admin and the tables' private pages answer
  ``Cache-Control: private, no-store``: a shared computer's cache or a proxy
  keeps no copy of them.
"""

import secrets

from django.conf import settings

PRIVATE = {"director", "admin", "tables", "api"}  # URL namespaces that are nobody else's business


class SecurityHeadersMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.csp_nonce = secrets.token_urlsafe(16)
        response = self.get_response(request)
        if settings.CONTENT_SECURITY_POLICY and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = settings.CONTENT_SECURITY_POLICY.format(
                nonce=request.csp_nonce)
        if settings.PERMISSIONS_POLICY:
            response.setdefault("Permissions-Policy", settings.PERMISSIONS_POLICY)
        match = request.resolver_match
        if match is not None and PRIVATE & set(match.namespaces):
            response["Cache-Control"] = "private, no-store"
        return response
