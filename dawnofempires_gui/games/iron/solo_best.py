"""The best solitaire score so far, kept in the user's data folder (pure Python, no Qt).

The rules model stays deterministic and never reads this file; the window calls record_solo_score()
once a solitaire game ends and shows the returned words beside the score sheet.
"""
from __future__ import annotations

import json
from pathlib import Path

from dawnofempires_gui.engine.storage import atomic_write_text
from dawnofempires_gui.paths import data_dir

FILE_NAME = "iron_solo_best.json"
TARGET = 100


def best_path() -> Path:
    return data_dir() / FILE_NAME


def best_score() -> int | None:
    """The best solitaire score recorded, or None (no file, or a damaged one)."""
    try:
        data = json.loads(best_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    best = data.get("best") if isinstance(data, dict) else None
    return best if isinstance(best, int) and not isinstance(best, bool) else None


def verdict(score: int, previous: int | None) -> str:
    """Words comparing a solitaire score with the target of 100 and the previous best."""
    against = "beats" if score > TARGET else ("equals" if score == TARGET else "falls short of")
    text = f"{score} points {against} the target of {TARGET}."
    if previous is None:
        text += " It is your first recorded solitaire score."
    elif score > previous:
        text += f" A new best score (the previous best was {previous})."
    elif score == previous:
        text += f" It equals your best score of {previous}."
    else:
        text += f" Your best score is {previous}."
    return text


def record_solo_score(score: int) -> tuple[int | None, bool, str]:
    """Remember `score` if it is the best so far: (previous best, new best?, words for the player).

    A file that cannot be written leaves the previous best in place and is reported in the words.
    """
    previous = best_score()
    is_best = previous is None or score > previous
    text = verdict(score, previous)
    if is_best:
        try:
            atomic_write_text(best_path(), json.dumps({"best": int(score)}))
        except OSError as err:
            text += f" (The best score could not be saved: {err.strerror or err}.)"
    return previous, is_best, text


def finish_notes(state) -> list[str]:
    """At the end of a solitaire game played at the table: keep the best score, say how this one did."""
    if len(state.seats) != 1 or not state.is_over():
        return []
    return [record_solo_score(state.scores().totals[0])[2]]
