"""Results: the standings, the team matches grid, individuals' tricks, the tray recap.

* Standings by the event's method: place, entrant, tricks and the score against
  the averages ("+4", "−3", "=" as E2 prints it), with the exact figure that
  breaks a tie "by the fraction of a trick" (004:906).
* Teams: the grid of matches, each team against each, with the tricks and
  1 / ½ / 0 for the match, as Foster scores five teams (003:7967).
* Individuals: each player's tricks round by round and the tricks lost.
* The recap: every tray, every table's result, the deal averages and the ±R
  marks of the revoke law.
"""

from __future__ import annotations


from tournament.scoring.registry import METHODS
from tournament.scoring.rounding import EXACT_MEANING, exact_text, plain, signed
from tournament.vocabulary import DIRECTION_NAMES

from tournament.printing.errors import PrintError
from tournament.printing.layout import Column, Document, RuledCard, flow
from tournament.printing.parts import Parts

TITLE = "Results"
ABOUT = "Standings with ± against the averages, the teams' matches grid, every tray's recap."
ENTRANT = {"pairs": "Pair", "teams": "Team", "individuals": "Player"}


def build(doc: Document, parts: Parts, table_urls=None) -> None:
    s = parts.standings
    if s is None:
        raise PrintError("there are no results to print yet")
    summary = [standings_card(parts)]
    if METHODS[s.method].team and s.matches:
        summary.append(matches_card(parts))
    if parts.movement.is_individual and s.cards:
        summary.append(rounds_card(parts))
    flow(doc, summary)
    flow(doc, [tray_card(parts, t) for t in s.recap], columns=2, go_on=True)


def _title(parts: Parts, what: str) -> str:
    name = parts.title or parts.standings.name
    return f"{what} — {name}" if name else what


def standings_card(parts: Parts) -> RuledCard:
    s = parts.standings
    method = METHODS[s.method]
    who = "Team" if method.team else ENTRANT.get(parts.movement.form, "No.")
    with_direction = any(r.direction for r in s.rows)
    with_pairs = any(r.pairs_text for r in s.rows)
    columns = [Column("Place", 0.7), Column(who, 0.7), Column("Name", 3.0, "left")]
    if with_pairs:
        columns.append(Column("Pairs", 4.0, "left"))
    if with_direction:
        columns.append(Column("Direction", 1.0))
    columns += [Column("Tricks", 0.9), Column(method.heading, 0.9 if method.signed else 1.1)]
    if method.signed:
        columns.append(Column("Exact", 1.1))
    if method.matches_won:
        columns.append(Column("Net tricks", 1.0))
    rows = []
    for r in s.rows:
        row = [str(r.rank), str(r.entrant), r.name]
        if with_pairs:
            row.append(r.pairs_text)
        if with_direction:
            row.append(DIRECTION_NAMES.get(r.direction, ""))
        row += [str(r.tricks), method.show(r.score)]
        if method.signed:
            row.append(exact_text(r.exact))
        if method.matches_won:
            row.append(signed(r.net_tricks or 0))
        rows.append(row)
    averages = "; ".join(f"average {DIRECTION_NAMES.get(k, k)} {shown} (exactly {plain(exact)})"
                         for k, (shown, exact) in s.averages.items())
    subtitle = " · ".join(x for x in (parts.date or s.date or "", f"Laws of {s.laws}",
                                      method.measures, averages) if x)
    notes = "; ".join(s.notes)
    footer = " ".join(x for x in (EXACT_MEANING if method.signed else "",
                                  f"For the director: {notes}" if notes else "") if x)
    return RuledCard(_title(parts, "Standings"), subtitle, columns, rows, footer=footer)


def matches_card(parts: Parts) -> RuledCard:
    """Each team against each: "53–51 · 1" from the row team's side, as Foster's score."""
    s = parts.standings
    method = METHODS[s.method]
    teams = [r.entrant for r in sorted(s.rows, key=lambda r: str(r.entrant).zfill(6))]
    cell: dict[tuple, str] = {}
    for m in s.matches:
        for us, them, ours, theirs in ((m.a, m.b, m.a_tricks, m.b_tricks),
                                       (m.b, m.a, m.b_tricks, m.a_tricks)):
            point = "½" if m.winner is None else "1" if m.winner == us else "0"
            cell[(us, them)] = f"{ours}–{theirs} · {point}"
    named = any(s.row(t).name for t in teams)
    columns = ([Column("Team", 1.8 if named else 0.8, "left" if named else "centre")]
               + [Column(f"v {t}", 1.2) for t in teams] + [Column("Won", 0.7), Column("Net", 0.7)])
    rows = []
    for t in teams:
        row = s.row(t)
        rows.append([f"{t} {row.name}".strip()]
                    + [("—" if t == o else cell.get((t, o), "")) for o in teams]
                    + [method.show(row.score) if method.matches_won else "",
                       signed(row.net_tricks or 0)])
    return RuledCard(_title(parts, "Matches"), "Tricks for – against, and 1 for a match won, "
                     "½ for a tie, 0 for a match lost", columns, rows)


def rounds_card(parts: Parts) -> RuledCard:
    """Individuals: each player's tricks round by round, the total and the tricks lost."""
    s = parts.standings
    method = METHODS[s.method]
    rounds = [r.round for r in parts.movement.rounds]
    columns = ([Column("Player", 0.8), Column("Name", 2.0, "left")]
               + [Column(f"R{n}", 0.6) for n in rounds] + [Column("Total", 0.8),
                                                          Column("Lost" if method.lower_wins else "±", 0.8)])
    rows = []
    for r in sorted(s.rows, key=lambda r: r.entrant):
        per_round = {}
        for line in s.cards.get(r.entrant, ()):
            if line.tricks is not None:
                per_round[line.round] = per_round.get(line.round, 0) + line.tricks
        rows.append([str(r.entrant), r.name]
                    + [str(per_round[n]) if n in per_round else "" for n in rounds]
                    + [str(r.tricks), method.show(r.score)])
    return RuledCard(_title(parts, "Players' tricks by round"),
                     "Tricks taken in each round, the total, and the tricks lost against the "
                     "best score on the same cards" if method.lower_wins else
                     "Tricks taken in each round, the total and the score", columns, rows)


RECAP_COLUMNS = [Column("Round", 0.8), Column("Table", 0.8), Column("N-S", 1.1),
                 Column("E-W", 1.1), Column("N-S tricks", 1.2), Column("E-W tricks", 1.2),
                 Column("N-S ±", 0.9), Column("E-W ±", 0.9)]


def tray_card(parts: Parts, tray) -> RuledCard:
    rows = []
    for line in tray.lines:
        rows.append([str(line.round), str(line.table), _side(line.ns), _side(line.ew),
                     _tricks(line.ns_made, line.ns_score, line.ns_mark, line.adjusted),
                     _tricks(line.ew_made, line.ew_score, line.ew_mark, line.adjusted),
                     "" if line.ns_diff is None else signed(line.ns_diff),
                     "" if line.ew_diff is None else signed(line.ew_diff)])
    notes = "; ".join(f"table {line.table}: {line.note}" for line in tray.lines if line.note)
    return RuledCard(f"Tray {tray.tray}", f"Average N-S {_avg(tray.average_ns, tray.exact_ns)}, "
                     f"E-W {_avg(tray.average_ew, tray.exact_ew)}", RECAP_COLUMNS, rows,
                     footer=notes)


def _side(entrants) -> str:
    return " & ".join(str(x) for x in entrants) or "—"


def _avg(shown, exact) -> str:
    if shown is None:
        return "—"
    return str(shown) if exact is None or exact == shown else f"{shown} ({plain(exact)})"


def _tricks(made, score, mark, adjusted) -> str:
    """Tricks as made, the score counted when it differs, the ±R mark or the adjustment."""
    if made is None:
        return {"missing": "not entered", "not-played": "not played"}.get(adjusted or "",
                                                                        adjusted or "")
    text = str(made)
    if score is not None and score != made:
        text += f" ({score})"
    if mark:
        text += f" {mark.replace('-', '−')}"
    if adjusted:
        text += f" {adjusted}"
    return text
