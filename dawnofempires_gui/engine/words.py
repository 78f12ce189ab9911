"""Wording shared by every game: plurals, lists and amounts, so that the log reads the same everywhere."""
from __future__ import annotations

from collections.abc import Iterable, Mapping

# Nouns whose plural is not the noun plus "s" (or that do not change).
_PLURALS = {
    "food": "food", "wealth": "wealth", "population": "population", "science": "science",
    "production": "production", "money": "money", "wood": "wood", "gold": "gold", "favor": "favor",
    "stone": "stone", "box": "boxes", "army": "armies", "province": "provinces", "hero": "heroes",
    "territory": "territories", "city": "cities", "victory point": "victory points",
}


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 good', '3 goods', '2 food', '2 boxes'."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {many or _PLURALS.get(word) or word + 's'}"


def article(name: str) -> str:
    """'a Stable', 'an Archery Range', 'an Anubite'."""
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def join(items: Iterable[str], last: str = "and") -> str:
    """'a', 'a and b', 'a, b and c'; empty items are left out."""
    words = [w for w in items if w]
    if len(words) <= 1:
        return words[0] if words else ""
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def amounts(values: Mapping[str, int] | Iterable[tuple[str, int]], nothing: str = "nothing") -> str:
    """'2 food and 1 wood' from {"food": 2, "wood": 1}; zero amounts are left out."""
    pairs = values.items() if isinstance(values, Mapping) else values
    return join(plural(n, name) for name, n in pairs if n) or nothing


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }".replace(" ", "")


def initials(names: list[str]) -> list[str]:
    """One character per seat for its discs, never the same twice: the first letter of its name; where first
    letters clash, a figure of the name ("Player 2": 2), else its first letter not taken, else a number. (Two
    letters ran over the disc, and "Ana" and "Anna" were both "An", "Player 1" to "Player 5" all "Pl".)"""
    first = [(n.strip()[:1] or "?").upper()[:1] for n in names]  # "ß" is "SS" in capitals
    out = [letter if first.count(letter) == 1 else "" for letter in first]
    for i, name in enumerate(names):
        if not out[i]:
            figures = [c for c in reversed(name) if c.isdigit()]
            letters = [c.upper()[:1] for c in name if c.isalpha()]
            out[i] = next(c for c in [*figures, *letters, *(str(k) for k in range(1, 10))] if c not in out)
    return out


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]
