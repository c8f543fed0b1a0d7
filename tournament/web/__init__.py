"""The web: views, URL maps by audience, forms, access rules, limits, headers and page caching."""
