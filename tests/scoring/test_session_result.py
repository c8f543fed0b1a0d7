"""A session result's extension keys: said by name, never the format's own keys."""

import pytest

from tournament.scoring.session import Figures, Result


def test_a_result_at_a_place_carries_its_extension_keys_into_the_file():
    result = Result.at(2, 3, 5, Figures(8, revokes_ew=1), extra={"backup": {"status": "confirmed"}})
    assert result.key == (2, 3, 5) and result.figures == Figures(8, revokes_ew=1)
    doc = result.to_json()
    assert doc["backup"] == {"status": "confirmed"} and doc["ns"] == 8 and doc["revokes"]["ew"] == 1


@pytest.mark.parametrize("key", ["ns", "round", "revokes", "adjusted"])
def test_an_extension_key_that_is_the_formats_own_is_refused_not_dropped_from_the_file(key):
    with pytest.raises(ValueError, match=key):
        Result.at(1, 1, 1, Figures(7), extra={key: 9})


def test_only_figures_and_extension_keys_are_named_arguments():
    with pytest.raises(TypeError):
        Result.at(1, 1, 1, Figures(7), status="confirmed")  # type: ignore[call-arg]
