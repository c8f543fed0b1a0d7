"""The director's forms for dealing and importing the trays."""

from django import forms

from tournament.web.limits import check_upload

TRUMP_CHOICES = [
    ("", "The dealer turns his last card (the usual way)"),
    ("S", "Spades declared for the sitting, no card turned"),
    ("H", "Hearts declared for the sitting, no card turned"),
    ("D", "Diamonds declared for the sitting, no card turned"),
    ("C", "Clubs declared for the sitting, no card turned"),
]


class DealForm(forms.Form):
    seed = forms.CharField(
        required=False, max_length=60,
        help_text="Leave blank for a fresh random set; any word or number deals the same set again.")
    max_suit = forms.IntegerField(
        label="Longest suit allowed", required=False, min_value=5, max_value=13, initial=6,
        help_text="Deals with a longer suit are thrown out and dealt again (the books' practice is 6). "
                  "Blank for no limit.")
    trump_suit = forms.ChoiceField(label="Trump", choices=TRUMP_CHOICES, required=False,
                                   help_text="Declare a suit for mnemonic duplicate.")


class ImportForm(forms.Form):
    pbn = forms.FileField(label="PBN file", help_text='One deal per tray, with the trump in a [Trump "7H"] tag.',
                          validators=[check_upload],
                          error_messages={"required": "Choose a PBN file to import."})
