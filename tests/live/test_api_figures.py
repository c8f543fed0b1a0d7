"""The table API judges its JSON figures without a form, as the form would (one judgement,
``forms.results.judged``): every body of whole numbers and nulls gives the same figures, or
the same messages in the same order, by either way."""

from hypothesis import given, settings, strategies as st

from tournament.evening.results import ResultRefused
from tournament.scoring.session import FIGURES, LAWS
from tournament.web.forms.results import FiguresForm, figures_from

COUNTS = [name for name in FIGURES if name != "adjusted"]
BODIES = st.fixed_dictionaries({}, optional={name: st.none() | st.integers(-2, 15) for name in COUNTS})


def _outcome(judge):
    try:
        return judge()
    except ResultRefused as refused:
        return refused.message


def _by_the_form(body: dict, laws):
    form = FiguresForm(body, page=False, laws=laws)
    return form.figures if form.is_valid() else form.refusal().message


@settings(max_examples=400, deadline=None)
@given(BODIES, st.sampled_from([None, *LAWS]))
def test_the_api_judges_figures_as_the_form(body, laws):
    assert _outcome(lambda: figures_from(body, page=False, laws=laws)) == _by_the_form(body, laws)
