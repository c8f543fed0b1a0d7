"""Forms for the director's pages; the rules they enforce live in the services they call."""

from django import forms

from .limits import check_upload
from .models import Club, Event


class EventForm(forms.ModelForm):
    """A new event: which club, what, when, and how it is scored."""

    class Meta:
        model = Event
        fields = ["club", "name", "date", "form", "laws", "method"]
        widgets = {"date": forms.DateInput(attrs={"type": "date"})}
        help_texts = {
            "laws": "Which code's revoke and irregularity rules apply.",
            "method": "How the winner is decided; compass for Mitchell, Howell when pairs change direction.",
        }

    def __init__(self, *args, clubs=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["club"].queryset = clubs if clubs is not None else Club.objects.none()

    def clean(self):
        data = super().clean()
        form, method = data.get("form"), data.get("method")
        allowed = {
            Event.Form.PAIRS: {"compass", "howell", "matchpoints"},
            Event.Form.TEAMS: {"matches", "aggregate"},
            Event.Form.INDIVIDUALS: {"individual-loss", "individual-average"},
        }
        if form and method and method not in allowed[form]:
            names = ", ".join(sorted(allowed[form]))
            self.add_error("method", f"A {form} event is scored by one of: {names}.")
        return data


class EntrantsForm(forms.Form):
    lines = forms.CharField(
        widget=forms.Textarea,
        label="The field, one line each",
        help_text="Pairs: 'Alice & Bob'. Teams: 'Reds: Alice & Bob; Carol & Dan' (first pair N-S at home). "
                  "Individuals: one player per line.")


class MovementChoiceForm(forms.Form):
    system = forms.CharField()
    variant = forms.CharField(required=False)
    trays_per_round = forms.IntegerField(min_value=1, max_value=8, required=False)


class ImportSessionForm(forms.Form):
    club = forms.ModelChoiceField(queryset=Club.objects.none())
    file = forms.FileField(help_text="A whist-session/1 JSON file.", validators=[check_upload])

    def __init__(self, *args, clubs=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["club"].queryset = clubs if clubs is not None else Club.objects.none()
