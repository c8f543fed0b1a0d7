"""Properties that hold for any results (hypothesis)."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.scoring import load_session, score

from scoring_cases import mitchell, plays, session_doc

SETTINGS = settings(max_examples=60, deadline=None)


@st.composite
def sessions(draw, method="compass"):
    """A Mitchell of 3 or 5 tables (odd, so nobody meets a tray twice), random tricks."""
    tables = draw(st.sampled_from([3, 5]))
    movement = mitchell(tables, draw(st.integers(1, 2)))
    results = []
    for rnd, table, tray, _, _ in plays(movement):
        results.append({"round": rnd, "table": table, "tray": tray,
                        "ns": draw(st.integers(0, 13))})
    return session_doc(movement, results, method=method)


def renumber(doc: dict, mapping: dict[int, int]) -> dict:
    doc = copy.deepcopy(doc)
    for rnd in doc["movement"]["rounds"]:
        for table in rnd["tables"]:
            table["ns"], table["ew"] = mapping[table["ns"]], mapping[table["ew"]]
    return doc


@SETTINGS
@given(sessions(), st.randoms(use_true_random=False),
       st.sampled_from(["compass", "howell", "matchpoints"]))
def test_renumbering_the_entrants_changes_nothing(doc, rng, method):
    doc["method"] = method
    entrants = list(range(1, doc["movement"]["entrants"] + 1))
    shuffled = entrants[:]
    rng.shuffle(shuffled)
    mapping = dict(zip(entrants, shuffled))
    before = {row.entrant: (row.score, row.exact, row.tricks, row.rank)
              for row in score(load_session(doc)).rows}
    after = {row.entrant: (row.score, row.exact, row.tricks, row.rank)
             for row in score(load_session(renumber(doc, mapping))).rows}
    assert after == {mapping[e]: figures for e, figures in before.items()}


@SETTINGS
@given(sessions())
def test_plus_minus_in_a_direction_sums_to_the_rounding_remainder_only(doc):
    standings = score(load_session(doc))
    for direction in ("NS", "EW"):
        rows = [row for row in standings.rows if row.direction == direction]
        average, _ = standings.averages[direction]
        assert sum(r.score for r in rows) == sum(r.tricks for r in rows) - len(rows) * average
        assert sum(r.exact for r in rows) == 0
        assert abs(sum(r.score for r in rows)) * 2 <= len(rows)


@SETTINGS
@given(sessions(), st.data())
def test_a_revoke_never_improves_the_revoking_side(doc, data):
    doc["method"] = data.draw(st.sampled_from(["compass", "howell"]))
    doc["laws"] = data.draw(st.sampled_from(["1900", "1897", "english"]))
    index = data.draw(st.integers(0, len(doc["results"]) - 1))
    side = data.draw(st.sampled_from(["ns", "ew"]))
    revoked = copy.deepcopy(doc)
    target = revoked["results"][index]
    target["revokes"] = {side: data.draw(st.integers(1, 3))}
    took = target["ns"] if side == "ns" else 13 - target["ns"]
    if data.draw(st.booleans()):
        target["before_revoke"] = {side: data.draw(st.integers(0, took))}
    rnd, table = target["round"], target["table"]
    seat = next(t for t in revoked["movement"]["rounds"][rnd - 1]["tables"] if t["table"] == table)
    pair = seat[side]
    clean = score(load_session(doc)).row(pair)
    penalised = score(load_session(revoked)).row(pair)
    assert penalised.score <= clean.score
    assert penalised.exact <= clean.exact


@SETTINGS
@given(sessions())
def test_a_clean_table_makes_thirteen(doc):
    for recap in score(load_session(doc)).recap:
        for line in recap.lines:
            assert line.ns_score + line.ew_score == 13
            assert line.ns_made + line.ew_made == 13


@SETTINGS
@given(sessions())
def test_rows_are_in_order_and_places_are_shared_only_on_equal_figures(doc):
    rows = score(load_session(doc)).rows
    for better, worse in zip(rows, rows[1:]):
        assert (better.score, better.exact) >= (worse.score, worse.exact)
        assert (better.rank == worse.rank) == ((better.score, better.exact)
                                               == (worse.score, worse.exact))
