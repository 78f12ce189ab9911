#!/usr/bin/env python3
"""Rule coverage: which clauses of the rules catalogs have a test marked @pytest.mark.rule("<id>").

Usage: rule_coverage.py [--tests DIR] [--game ID ...] [--list-missing] [--min PERCENT]
Reads the catalogs (resources/rules/<id>.rules.md), and every .py file under the
tests folder (default: ./tests). Prints one line per game: covered/total and percent; marks that name
no clause of any catalog are listed as unknown. Exit status 1 if a game is below --min (default 0).
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "resources" / "rules"
CLAUSE = re.compile(r"^- `([a-z0-9.]+)`", re.M)
MARK = re.compile(r"""rule\(\s*(?:["']([a-z0-9.]+)["']\s*,?\s*)+""")
ID_IN_MARK = re.compile(r"""["']([a-z0-9.]+)["']""")


def catalogs() -> dict[str, list[str]]:
    found = {}
    for path in sorted(RULES.glob("*.rules.md")):
        found[path.name.split(".")[0]] = CLAUSE.findall(path.read_text(encoding="utf-8"))
    return found


def marks(tests: Path) -> set[str]:
    seen: set[str] = set()
    for path in tests.rglob("*.py"):
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in MARK.finditer(text):
            seen.update(ID_IN_MARK.findall(match.group(0)))
    return seen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tests", default="tests", type=Path)
    parser.add_argument("--game", action="append", default=[])
    parser.add_argument("--list-missing", action="store_true")
    parser.add_argument("--min", type=float, default=0.0)
    args = parser.parse_args()

    cats = catalogs()
    seen = marks(args.tests) if args.tests.is_dir() else set()
    known = {cid for ids in cats.values() for cid in ids}
    status = 0
    for game, ids in cats.items():
        if args.game and game not in args.game:
            continue
        covered = [cid for cid in ids if cid in seen]
        pct = 100.0 * len(covered) / len(ids) if ids else 100.0
        print(f"{game}: {len(covered)}/{len(ids)} clauses have a marked test ({pct:.0f}%)")
        if args.list_missing:
            for cid in ids:
                if cid not in seen:
                    print(f"  missing {cid}")
        if pct < args.min:
            status = 1
    unknown = sorted(seen - known)
    if unknown:
        print(f"unknown clause ids in marks: {', '.join(unknown[:20])}" + (" …" if len(unknown) > 20 else ""))
    return status


if __name__ == "__main__":
    sys.exit(main())
