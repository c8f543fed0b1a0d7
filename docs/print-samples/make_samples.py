"""Render the first page of every printed document as a small PNG, for the docs.

    .venv/bin/python docs/print-samples/make_samples.py

A 10-pair Howell with names, a few printed trumps, random results (one revoke)
and live entry (QR codes on the table cards); the indicator cards from Howell's eight-individual table when that
system is registered.  Needs pdftoppm (poppler-utils).
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

import movements  # noqa: E402
from tournament.printing import KINDS, build  # noqa: E402
from tournament.scoring import load_session  # noqa: E402

NAMES = ["Mr. and Mrs. Barney", "Foster & Howell", "Miss Wheelock & Mrs. Moore", "Gilman & Safford",
         "Trist & Mitchell", "Clay & Snow", "Mr. and Mrs. Whitfeld", "Baker & Daly",
         "Pole & Cavendish", "Elwell & Work"]


def session(mov, method: str):
    rng = random.Random(1897)
    results = [{"round": p.round, "table": p.table, "tray": p.tray, "ns": rng.randint(3, 10)}
               for p in mov.plays()]
    results[0]["revokes"] = {"ns": 0, "ew": 1}
    deals = {str(t): {"trump": rng.choice("23456789TJQKA") + rng.choice("SHDC")} for t in (1, 2, 3)}
    return load_session({
        "format": "whist-session/1", "name": "Put-in-Bay pairs", "date": "1897-07-05",
        "laws": "1900", "method": method, "movement": mov.to_json(),
        "names": {str(i): n for i, n in enumerate(NAMES[:mov.entrants], 1)},
        "deals": deals, "results": results})


def indicator_source(pairs):
    """Howell's eight individuals when registered, else the pairs' Howell."""
    for name, system in movements.SYSTEMS.items():
        if system.form == "individuals" and 8 in system.sizes and "howell" in name:
            return movements.generate(name, 8)
    return pairs


def main() -> None:
    pairs = session(movements.generate("howell-pairs", 10, trays_per_round=3), "howell")
    with tempfile.TemporaryDirectory() as tmp:
        for kind in KINDS:
            source = indicator_source(pairs) if kind == "indicator-cards" else pairs
            pdf = Path(tmp) / f"{kind}.pdf"
            pdf.write_bytes(build(kind, source, table_urls=lambda t: f"https://whist.example.org/t/{t}/"))
            subprocess.run(["pdftoppm", "-r", "60", "-f", "1", "-l", "1", "-png", "-singlefile",
                            str(pdf), str(HERE / kind)], check=True)
            print(f"wrote {HERE / kind}.png")


if __name__ == "__main__":
    main()
