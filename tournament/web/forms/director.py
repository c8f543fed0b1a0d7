"""Forms for the director's pages; the rules they enforce live in the services they call."""

from django import forms
from django.utils import timezone

from tournament.evening.backup import Clash
from tournament.web.limits import check_upload
from tournament.models import Club, Event
from tournament.scoring.registry import for_form



def _offer_clubs(field, clubs) -> None:
    """The club field offers the director's clubs; a director of one club is not asked which."""
    clubs = clubs if clubs is not None else Club.objects.none()
    field.queryset = clubs
    if len(clubs) == 1:
        field.initial = clubs[0]
        field.empty_label = None

class EventForm(forms.ModelForm):
    """A new event: which club, what, when, and how it is scored."""

    class Meta:
        model = Event
        fields = ["club", "name", "date", "form", "laws", "method", "devices"]
        widgets = {"date": forms.DateInput(format="%Y-%m-%d", attrs={"type": "date"})}  # as a date box shows it
        help_texts = {
            "laws": "Which code's revoke and irregularity rules apply.",
            "method": "How the winner is decided. When you seat the event, the movement page offers "
                      "the methods that fit the movement chosen.",
        }

    def __init__(self, *args, clubs=None, **kwargs):
        super().__init__(*args, **kwargs)
        _offer_clubs(self.fields["club"], clubs)
        self.fields["date"].initial = timezone.localdate  # tonight, as a rule
        self.fields["devices"].required = False           # not said: one device per table

    def clean_devices(self):
        return self.cleaned_data.get("devices") or Event.Devices.TABLE

    def clean(self):
        data = super().clean()
        form, method = data.get("form"), data.get("method")
        allowed = [m.name for m in for_form(form)] if form else []
        if form and method and method not in allowed:
            self.add_error("method", f"A {form} event is scored by one of: {', '.join(allowed)}.")
        return data


class EntrantsForm(forms.Form):
    lines = forms.CharField(
        widget=forms.Textarea,
        label="The field, one line each",
        help_text="Pairs: two players a line, 'Alice & Bob'; a couple may be 'Mr and Mrs Smith' or "
                  "'Alice & Bob Smith', kept as written. Teams: 'Reds: Alice & Bob; Carol & Dan' (first pair N-S at home). "
                  "Individuals: one player per line.")


class MovementChoiceForm(forms.Form):
    system = forms.CharField(required=False)
    variant = forms.CharField(required=False)
    trays_per_round = forms.IntegerField(min_value=1, max_value=8, required=False)
    method = forms.ChoiceField(choices=[("", "")] + Event.Method.choices, required=False)
    # The movement's own options (movements.registry.System.options), when it has them.
    rounds = forms.IntegerField(min_value=1, max_value=200, required=False,
                                help_text="Play only this many rounds (a partial movement).")
    arrow_switch = forms.IntegerField(min_value=0, max_value=200, required=False,
                                      help_text="Arrow-switch the last rounds (0: a quarter).")
    minutes = forms.IntegerField(min_value=10, max_value=1440, required=False,
                                 help_text="The evening's minutes of play, for the suggestions.")

    def movement_options(self) -> dict:
        """The options the director gave for the movement (cleaned data only)."""
        return {name: self.cleaned_data[name] for name in ("rounds", "arrow_switch")
                if self.cleaned_data.get(name) is not None}


class ImportSessionForm(forms.Form):
    club = forms.ModelChoiceField(queryset=Club.objects.none())
    file = forms.FileField(help_text="A whist-session/1 JSON file.", validators=[check_upload])
    clash = forms.ChoiceField(label="If the backup's event is still here", choices=Clash.CHOICES,
                              initial=Clash.REFUSE, required=False,
                              help_text="A backup brings its tables' links; two events cannot share them.")
    reason = forms.CharField(required=False, max_length=500,
                             help_text="Why the event here is replaced (kept in the history).")

    def __init__(self, *args, clubs=None, **kwargs):
        super().__init__(*args, **kwargs)
        _offer_clubs(self.fields["club"], clubs)


class EventSettingsForm(forms.Form):
    """What may change after the event is created (``lifecycle.change_settings`` decides when)."""

    reason = forms.CharField(required=False, help_text="Why, for the event's history (optional).")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        date = forms.DateInput(format="%Y-%m-%d", attrs={"type": "date"})  # the form a date box shows
        settings = forms.fields_for_model(Event, fields=["name", "date", "laws", "method", "devices"],
                                          widgets={"date": date})
        self.fields = {**settings, **self.fields}
