"""Who sits at the table: a seat's name, colour, and whether the computer plays it (and how well)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_NAME = 40  # characters of a seat's name


def clean_name(name: Any, fallback: str = "Player") -> str:
    """A seat name as shown everywhere: no control characters, no surrounding space, at most MAX_NAME."""
    text = "".join(ch if ch.isprintable() else " " for ch in str(name))
    text = text.encode("utf-8", "replace").decode("utf-8")  # lone surrogates become '?'
    text = " ".join(text.split())[:MAX_NAME].strip()
    return text or fallback


@dataclass(frozen=True)
class Seat:
    """Who sits at a place at the table. Only the name matters to the rules."""

    name: str
    colour: str = ""
    computer: bool = False
    level: str = ""  # a computer seat's strength ("easy", "normal", "hard"); "" for a human

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "colour": self.colour, "computer": self.computer}
        if self.level:
            data["level"] = self.level
        return data

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if isinstance(data, str):
            return cls(clean_name(data))
        if not isinstance(data, dict) or "name" not in data:
            raise ValueError("a seat has no name")
        computer = data.get("computer", False)
        if type(computer) is not bool:
            raise ValueError("a seat's 'computer' is not yes or no")
        colour, level = data.get("colour", ""), data.get("level", "")
        if not isinstance(colour, str) or not isinstance(level, str):
            raise ValueError("a seat's colour or level is not text")
        return cls(clean_name(data["name"]), colour[:32], computer, level[:16] if computer else "")
