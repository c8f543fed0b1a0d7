"""Forms for the club's own pages: its members and its ladders."""

from django import forms

from tournament.web.limits import check_upload
from tournament.models import Event, Ladder, Player


class MemberForm(forms.ModelForm):
    class Meta:
        model = Player
        fields = ["name", "number", "email", "active", "visitor"]

    def clean_name(self):
        name = " ".join(self.cleaned_data["name"].split())
        clash = Player.objects.filter(club=self.instance.club, name__iexact=name).exclude(pk=self.instance.pk)
        if clash.exists():
            raise forms.ValidationError(f"The club already has a member named {clash[0].name}.")
        return name

    def clean_number(self):
        number = self.cleaned_data["number"].strip()
        clash = Player.objects.filter(club=self.instance.club, number=number).exclude(pk=self.instance.pk)
        if number and clash.exists():
            raise forms.ValidationError(f"Membership number {number} belongs to {clash[0].name}.")
        return number


class MembersImportForm(forms.Form):
    file = forms.FileField(help_text="CSV (UTF-8) or Excel (.xlsx) with a heading row: "
                                     "name, number, email, active.", validators=[check_upload])


class LadderForm(forms.ModelForm):
    class Meta:
        model = Ladder
        fields = ["name", "slug", "takes_pairs", "takes_teams", "takes_individuals", "ranks", "figure",
                  "rule", "best", "minimum", "starts", "ends", "events"]
        widgets = {"starts": forms.DateInput(format="%Y-%m-%d", attrs={"type": "date"}),
                   "ends": forms.DateInput(format="%Y-%m-%d", attrs={"type": "date"}),
                   "events": forms.CheckboxSelectMultiple}

    def __init__(self, *args, club, **kwargs):
        super().__init__(*args, **kwargs)
        self.instance.club = club
        self.fields["events"].queryset = Event.objects.filter(club=club).order_by("date", "pk")
        self.fields["events"].label_from_instance = lambda e: f"{e.date} {e.name} ({e.get_status_display()})"

    def clean(self):
        data = super().clean()
        if data.get("rule") in (Ladder.Rule.BEST, Ladder.Rule.BEST_AVERAGE) and not data.get("best"):
            self.add_error("best", "Say how many events count (N) for a best-N ladder.")
        if not any(data.get(f"takes_{form}") for form in ("pairs", "teams", "individuals")):
            self.add_error("takes_pairs", "A ladder takes pairs, teams or individuals evenings: tick one or more.")
        slug = data.get("slug")
        if slug and Ladder.objects.filter(club=self.instance.club, slug=slug).exclude(pk=self.instance.pk).exists():
            self.add_error("slug", "Another ladder of the club has this address.")
        starts, ends = data.get("starts"), data.get("ends")
        if starts and ends and starts > ends:
            self.add_error("ends", "The season ends after it starts.")
        return data
