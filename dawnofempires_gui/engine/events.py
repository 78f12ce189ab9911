"""What a game tells: events for the log (with their audience) and the score sheet."""
from __future__ import annotations

from dataclasses import dataclass, field


class Event:
    """Something that happened, in words for the log.

    audience: None when every seat reads `text`; else the seats that read `text`, while every other seat
    reads `others` (nothing when it is empty): "You draw Hades" for the drawer, "Ana draws a card" for the
    rest. `reveals` marks new information (undo stops there). A plain slotted class: games make many.
    """

    __slots__ = ("text", "seat", "kind", "reveals", "audience", "others")

    def __init__(self, text: str, seat: int | None = None, kind: str = "info", reveals: bool = False,
                 audience: tuple[int, ...] | None = None, others: str = "") -> None:
        self.text = text
        self.seat = seat
        self.kind = kind
        self.reveals = reveals
        self.audience = audience
        self.others = others

    def revealing(self) -> Event:
        """The same event, marked as new information."""
        return Event(self.text, self.seat, self.kind, True, self.audience, self.others)

    def text_for(self, viewer: int | None) -> str:
        if self.audience is None or (viewer is not None and viewer in self.audience):
            return self.text
        return self.others

    @property
    def private(self) -> bool:
        return self.audience is not None

    def _key(self) -> tuple:
        return (self.text, self.seat, self.kind, self.reveals, self.audience, self.others)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Event({self.text!r}, seat={self.seat}, kind={self.kind!r}, reveals={self.reveals})"


@dataclass
class ScoreSheet:
    """Final (or running) scores: points per category per seat, totals, winners and the tie-break used."""

    categories: list[str]
    points: list[dict[str, int]]
    totals: list[int]
    winners: list[int]
    tie_break: str = ""
    notes: list[str] = field(default_factory=list)
