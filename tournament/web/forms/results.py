"""The one form for a result's figures, and the two forms built on it.

Every page that takes a result uses :class:`FiguresForm`: the table's phone
page and the table API (fed with the JSON body), the scorer's traveller and
slip (:class:`LineForm`, one per tray line) and the director's ruling
(:class:`RulingForm`).  Its fields are the scoring core's six figures
(:data:`~tournament.scoring.session.FIGURES`); it only reads whole numbers,
then asks the core's own rules (:func:`~tournament.scoring.validate.figure_problems`)
and shows each problem beside the box at fault.  Forms that edit a result are
pre-filled with all its figures (:meth:`FiguresForm.initial_of`).
"""

from __future__ import annotations

from django import forms

from tournament.errors import Code
from tournament.evening.results import ResultRefused
from tournament.scoring.session import ADJUSTMENTS, FIGURE_LABELS, FIGURES, Figures
from tournament.scoring.validate import figure_problems

AS_PLAYED = ("", "As played")
NEW_DEAL = "new-deal"


class _Digits(forms.IntegerField):
    """A whole number in the digits 0-9 only: Django's own reads "٧" as 7 and "７" as 7."""

    def to_python(self, value):
        if isinstance(value, str) and not value.strip().lstrip("+-").isascii():
            raise forms.ValidationError(self.error_messages["invalid"], code="invalid")
        return super().to_python(value)


def _count(name: str) -> forms.IntegerField:
    """A box for a count of tricks or revokes (0 to 13); the laws' limits are the core's."""
    label = FIGURE_LABELS[name]
    attrs = {"min": 0, "max": 13, "inputmode": "numeric"}
    if name == "ns":
        attrs["data-ns"] = ""
    elif name.startswith("revokes_"):
        attrs["data-revokes"] = name.removeprefix("revokes_")
    return _Digits(label=label, required=False, widget=forms.NumberInput(attrs=attrs),
                              error_messages={"invalid": f"{label} must be a whole number."})


class FiguresForm(forms.Form):
    """The six figures of one tray at one table.

    ``adjustable``: the director may give an adjusted score (the tables may
    not); an adjusted score replaces the play, so its revokes are not kept.
    ``page``: the form was typed on a page, which hides the "before the first
    revoke" box of a side with no revoke, so what that box holds is not read.
    ``laws``: the event's, whose revoke penalty may need the tricks won before the revoke.
    After ``is_valid()``, ``figures`` is the :class:`Figures` typed.
    """

    def __init__(self, *args, adjustable: bool = False, page: bool = True, laws: str | None = None,
                 **kwargs):
        super().__init__(*args, **kwargs)
        self.adjustable, self.page, self.laws = adjustable, page, laws
        for name in FIGURES:
            if name != "adjusted":
                self.fields[name] = _count(name)
        if adjustable:
            self.fields["adjusted"] = forms.ChoiceField(
                label=FIGURE_LABELS["adjusted"], required=False,
                choices=[AS_PLAYED, *ADJUSTMENTS.items()])
        self.figures: Figures | None = None

    @staticmethod
    def initial_of(figures: Figures | None) -> dict:
        """The initial values that show ``figures`` in full (nothing for no result)."""
        if figures is None:
            return {}
        return {name: value for name, value in figures.as_dict().items() if value is not None}

    def is_blank(self) -> bool:
        """Nothing typed at all (a line of a traveller left for later)."""
        return not any(self.data.get(self.add_prefix(name), "") not in ("", None, "0", 0)
                       for name in self.fields if name in FIGURES)

    def clean(self):
        data = super().clean()
        if not self.errors:
            self.figures, problems = judged(data, page=self.page, adjustable=self.adjustable, laws=self.laws)
            for name, message in problems:
                self.add_error(name if name in self.fields else None, message)
        elif not self.adjustable and data.get("ns") is None and "ns" not in self.errors:
            self.add_error("ns", NS_MISSING)
        return data

    def problems(self) -> list[str]:
        """Every error, in words, for a message at the top or a JSON error."""
        return [message for errors in self.errors.values() for message in errors]

    def refusal(self) -> ResultRefused:
        return ResultRefused(self.problems(), Code.INVALID)


NS_MISSING = "Give the number of tricks N-S took (0 to 13)."


def judged(values: dict, *, page: bool, adjustable: bool = False,
           laws: str | None = None) -> tuple[Figures | None, list[tuple[str, str]]]:
    """The figures that ``values`` (each a whole number or None, as read; the adjustment's
    name) stand for, and every reason they cannot stand, as (figure, message): N-S's tricks
    missing without an adjustment, else the core's rules.  The form's judgement, and the
    table API's, whose JSON needs no reading."""
    if not adjustable and values.get("ns") is None:
        return None, [("ns", NS_MISSING)]
    adjusted = values.get("adjusted") or None
    figures = {name: values.get(name) for name in FIGURES} | {"adjusted": adjusted}
    for side in ("ns", "ew"):
        figures[f"revokes_{side}"] = figures[f"revokes_{side}"] or 0
        if page and not figures[f"revokes_{side}"]:
            figures[f"before_revoke_{side}"] = None
        if adjusted:   # the adjusted score replaces the play and its revokes
            figures[f"revokes_{side}"], figures[f"before_revoke_{side}"] = 0, None
    typed = Figures(**figures)
    return typed, figure_problems(typed, laws)


def figures_from(data, *, page: bool, laws: str | None = None) -> Figures:
    """A table's figures in ``data`` (a page's POST, or a JSON object from the API, whose
    values are whole numbers or null already, judged as sent) under the event's ``laws``,
    or ResultRefused saying why not."""
    if data.get("adjusted") not in (None, ""):     # 0 or false too: never silently ignored
        raise ResultRefused("Only the director can give an adjusted score; enter the tricks as played.")
    if page:
        form = FiguresForm(data, page=page, laws=laws)
        if not form.is_valid():
            raise form.refusal()
        return form.figures
    figures, problems = judged(data, page=False, laws=laws)
    if problems:   # in the form's order: each box's messages together, as the box first appears
        boxes: dict[str | None, list[str]] = {}
        for name, message in problems:
            boxes.setdefault(name if name in FIGURES and name != "adjusted" else None, []).append(message)
        raise ResultRefused([message for messages in boxes.values() for message in messages], Code.INVALID)
    return figures


class LineForm(FiguresForm):
    """One line of a traveller or a scorer's slip: the figures, and the version they replace
    (0 when the page showed no result there)."""

    version = forms.IntegerField(required=False, min_value=0, widget=forms.HiddenInput)

    def __init__(self, *args, result=None, where: str = "", **kwargs):
        shown = result.figures if result is not None else None
        initial = self.initial_of(shown) | {"version": result.version if result else 0}
        super().__init__(*args, adjustable=True, initial=initial, **kwargs)
        self.result = result
        for name, field in self.fields.items():
            field.widget.attrs["aria-label"] = f"{field.label}, {where}"
            if name != "ns":   # Tab goes from one line's N-S tricks to the next
                field.widget.attrs["tabindex"] = "-1"

    def left_blank(self) -> bool:
        """Nothing typed on a line that showed no result: a tray for later."""
        return self.is_blank() and self.data.get(self.add_prefix("version"), "") in ("", "0")

    def unchanged(self) -> bool:
        """The line was sent back as shown: nothing for the director to record."""
        return (self.result is not None and self.figures == self.result.figures
                and (self.cleaned_data.get("version") or 0) == self.result.version)


class RulingForm(FiguresForm):
    """The director's ruling on one tray: figures as played, an adjusted score, or a new
    deal's figures; always with a reason, against the version the director saw."""

    round = forms.IntegerField(min_value=1)
    table = forms.IntegerField(min_value=1)
    tray = forms.IntegerField(min_value=1)
    version = forms.IntegerField(required=False, min_value=0, label="Version you saw",
                                 help_text="On the result's history page; 0 or empty when there is none.")
    reason = forms.CharField(max_length=500, error_messages={
        "required": "Give the reason for the ruling; it is kept in the result's history."},
        widget=forms.TextInput(
        attrs={"placeholder": "Reason (kept in the history)", "size": 28}))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, adjustable=True, **kwargs)
        self.fields["adjusted"].label = "Ruling"
        self.fields["adjusted"].error_messages["invalid_choice"] = \
            "Choose one of the rulings offered, not %(value)s."
        self.fields["adjusted"].choices = [("", "As played (the figures above)"), *ADJUSTMENTS.items(),
                                           (NEW_DEAL, "New deal (the figures of the deal played again)")]
        self.order_fields(["round", "table", "tray", *FIGURES, "reason", "version"])

    @classmethod
    def for_result(cls, round: int, table: int, tray: int, result, **kwargs) -> RulingForm:
        """The ruling form of one tray, pre-filled with every figure of its result (if any)."""
        initial = {"round": round, "table": table, "tray": tray,
                   "version": result.version if result else 0}
        initial |= cls.initial_of(result.figures if result else None)
        return cls(initial=initial, auto_id=f"r{round}-{table}-{tray}-%s", **kwargs)

    def place(self) -> list:
        """The fields that say which result is ruled on (hidden on a tray's own form)."""
        return [self[name] for name in ("round", "table", "tray", "version")]

    def ruling(self) -> list:
        """The fields of the ruling itself: the figures and the reason."""
        return [self[name] for name in self.fields if name not in ("round", "table", "tray", "version")]

    @property
    def new_deal(self) -> bool:
        return self.data.get(self.add_prefix("adjusted")) == NEW_DEAL

    def clean_adjusted(self):
        adjusted = self.cleaned_data.get("adjusted")
        return "" if adjusted == NEW_DEAL else adjusted

    def reason_given(self) -> str:
        reason = self.cleaned_data["reason"].strip()
        return f"new deal: {reason}" if self.new_deal else reason
