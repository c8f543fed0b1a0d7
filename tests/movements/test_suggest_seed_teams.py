"""suggest offers the seed's team, parallel and Put-in-Bay systems where they fit the field."""

import pytest

from movements.suggest import suggest
from movements.cli import main


@pytest.mark.parametrize("form, entrants, offered, not_offered", [
    ("teams", 2, {"two-teams", "snow-teams"}, {"clay-teams", "mitchell-teams"}),
    ("teams", 5, {"clay-teams", "mitchell-teams", "snow-teams"}, {"two-teams"}),
    ("teams", 6, {"clay-teams"}, {"mitchell-teams"}),
    ("pairs", 12, {"parallel", "put-in-bay"}, set()),    # three teams of 8: rows of 2 tables
    ("pairs", 6, {"put-in-bay"}, {"parallel"}),
    ("pairs", 18, {"put-in-bay"}, {"parallel"}),
    ("pairs", 16, {"parallel"}, {"put-in-bay"}),
])
def test_offered_where_they_fit(form, entrants, offered, not_offered):
    systems = {c.system for c in suggest(form, entrants)}
    assert offered <= systems and not (not_offered & systems)


def test_parallel_forms_are_offered_each():
    variants = {c.variant for c in suggest("pairs", 12) if c.system == "parallel"}
    assert variants == {"1", "2", "3"}           # 6 tables: 3 a row, so not form 4


def test_the_command_line_passes_team_size_and_rounds(capsys):
    assert main(["put-in-bay", "--pairs", "30", "--team-size", "12"]) == 0
    assert "15 tables, 12 rounds" in capsys.readouterr().out
    assert main(["two-teams", "--teams", "2", "--rounds", "3"]) == 0
    assert "3 rounds, 12 trays" in capsys.readouterr().out
