"""What a game tells: events for the log (with their audience) and the score sheet."""
from __future__ import annotations

from dataclasses import dataclass, field

@dataclass(frozen=True)
class Event:
    """Something that happened, in words for the log.

    audience: None when every seat reads `text`; else the seats that read `text`, while every other seat
    reads `others` (nothing when it is empty): "You draw Hades" for the drawer, "Ana draws a card" for the
    rest. `reveals` marks new information (undo stops there).
    """

    text: str
    seat: int | None = None
    kind: str = "info"
    reveals: bool = False
    audience: tuple[int, ...] | None = None
    others: str = ""

    def text_for(self, viewer: int | None) -> str:
        if self.audience is None or (viewer is not None and viewer in self.audience):
            return self.text
        return self.others

    @property
    def private(self) -> bool:
        return self.audience is not None


@dataclass
class ScoreSheet:
    """Final (or running) scores: points per category per seat, totals, winners and the tie-break used."""

    categories: list[str]
    points: list[dict[str, int]]
    totals: list[int]
    winners: list[int]
    tie_break: str = ""
    notes: list[str] = field(default_factory=list)
