"""Deals: dealing the trays, double-dummy par, hand records, PBN and DLM files.

The pure core knows nothing of Django: :mod:`.cards` (cards, hands, the PBN
deal string), :mod:`.dealing` (the whist deal: rotation, turned trump,
throw-out rule, declared trump, Foster's transposition), :mod:`.par`
(double-dummy par through endplay, and the par report for the recap),
:mod:`.pbn`, :mod:`.dlm` and :mod:`.hand_records`.  :mod:`.service`,
:mod:`.views` and :mod:`.urls` put them on an event's trays and pages.
"""
