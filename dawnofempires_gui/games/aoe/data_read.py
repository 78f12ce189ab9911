"""Reading the Age of Empires TOML files: one record at a time, every field typed and none left unread
(a wrong value raises DataError naming the file and the record)."""
from __future__ import annotations

import math
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dawnofempires_gui.games.aoe.data_types import (ATTACK_KINDS, DICE, FILES, GAME_ID, PAIR_RULES, RESOURCE_KINDS,
                                                    SOURCES, Cost, DataError)
from dawnofempires_gui.paths import resource

_MISSING = object()


def _type_name(value: Any) -> str:
    return type(value).__name__


class _Rec:
    """One record (or table) of one file: typed field access, and no field left unread."""

    def __init__(self, file: str, what: str, raw: Any):
        if not isinstance(raw, dict):
            raise DataError(f"{file}: {what}: expected a table, got {_type_name(raw)}")
        self.file, self.what, self.raw = file, what, raw
        self.used: set[str] = set()

    def error(self, message: str) -> DataError:
        return DataError(f"{self.file}: {self.what}: {message}")

    def _take(self, key: str, default: Any) -> Any:
        self.used.add(key)
        if key not in self.raw:
            if default is _MISSING:
                raise self.error(f"field '{key}' is missing")
            return default
        return self.raw[key]

    def str_(self, key: str, default: Any = _MISSING, choices: tuple[str, ...] | None = None) -> Any:
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if not isinstance(value, str) or not value:
            raise self.error(f"field '{key}' must be a non-empty string, got {value!r}")
        if choices is not None and value not in choices:
            raise self.error(f"field '{key}' is {value!r}; it must be one of {', '.join(choices)}")
        return value

    def int_(self, key: str, default: Any = _MISSING, minimum: int = 0) -> Any:
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(f"field '{key}' must be a whole number, got {value!r} ({_type_name(value)})")
        if value < minimum:
            raise self.error(f"field '{key}' must be at least {minimum}, got {value}")
        return value

    def bool_(self, key: str, default: Any = _MISSING) -> Any:
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if not isinstance(value, bool):
            raise self.error(f"field '{key}' must be true or false, got {value!r}")
        return value

    def halves(self, key: str, default: Any = _MISSING) -> Any:
        """A number printed with at most a half (4, 0.5, 1.5) as a whole number of halves."""
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise self.error(f"field '{key}' must be a number, got {value!r} ({_type_name(value)})")
        doubled = value * 2
        if doubled != int(doubled) or value < 0:
            raise self.error(f"field '{key}' must be a whole or half number of at least 0, got {value!r}")
        return int(doubled)

    def list_(self, key: str, item: Callable[[Any], bool], what: str, default: Any = _MISSING) -> Any:
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if not isinstance(value, list) or not all(item(v) for v in value):
            raise self.error(f"field '{key}' must be a list of {what}, got {value!r}")
        return tuple(value)

    def ids(self, key: str, default: Any = _MISSING) -> Any:
        found = self.list_(key, lambda v: isinstance(v, str) and bool(v), "ids", default)
        if found is not default and len(set(found)) != len(found):
            raise self.error(f"field '{key}' names an id twice: {list(found)!r}")
        return found

    def cost(self, key: str) -> Cost:
        value = self._take(key, _MISSING)
        if not isinstance(value, dict):
            raise self.error(f"field '{key}' must be a table of resources, got {value!r}")
        parts = []
        for kind, amount in value.items():
            if kind not in RESOURCE_KINDS:
                raise self.error(f"field '{key}' names the resource {kind!r}; known: {', '.join(RESOURCE_KINDS)}")
            if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
                raise self.error(f"field '{key}': {kind} must be a whole number of at least 0, got {amount!r}")
            parts.append((kind, amount))
        return Cost(tuple(parts))

    def source(self) -> tuple[str, frozenset[str]]:
        """The record's source and the fields it marks as house."""
        source = self.str_("source", choices=SOURCES)
        marks = self._take("sources", {})
        if not isinstance(marks, dict):
            raise self.error(f"field 'sources' must be a table of field = source, got {marks!r}")
        house = set()
        for field, value in marks.items():
            if field in ("id", "source", "sources") or field not in self.raw:
                raise self.error(f"field 'sources' marks {field!r}, which is not a field of this record")
            if value not in SOURCES:
                raise self.error(f"field 'sources': {field} = {value!r}; it must be one of {', '.join(SOURCES)}")
            if value == "house":
                house.add(field)
        return source, frozenset(house)

    def done(self) -> None:
        unknown = sorted(set(self.raw) - self.used)
        if unknown:
            raise self.error(f"unknown field(s) {', '.join(unknown)}")


def _records(file: str, doc: dict[str, Any], key: str, label: str) -> list[_Rec]:
    """The [[key]] array of a file, as records named by their id."""
    items = doc.get(key)
    if not isinstance(items, list) or not items:
        raise DataError(f"{file}: expected at least one [[{key}]] record")
    records, seen = [], set()
    for index, raw in enumerate(items, 1):
        what = f"{label} #{index}"
        if isinstance(raw, dict) and isinstance(raw.get("id"), str) and raw["id"]:
            what = f"{label} {raw['id']!r}"
        rec = _Rec(file, what, raw)
        ident = rec.str_("id")
        if ident in seen:
            raise rec.error("this id is used twice")
        seen.add(ident)
        records.append(rec)
    return records


def _table(file: str, doc: dict[str, Any], key: str) -> _Rec:
    if key not in doc:
        raise DataError(f"{file}: table [{key}] is missing")
    return _Rec(file, f"table [{key}]", doc[key])


def _check_top(file: str, doc: dict[str, Any], allowed: tuple[str, ...]) -> None:
    unknown = sorted(set(doc) - set(allowed))
    if unknown:
        raise DataError(f"{file}: unknown top-level table(s) {', '.join(unknown)}")


def _combat(rec: _Rec) -> dict[str, Any]:
    values: dict[str, Any] = {
        "steps": rec.int_("steps", minimum=1),
        "defence": rec.int_("defence"),
        "attack_halves": rec.halves("attack", 0),
        "attack_vs_infantry_halves": rec.halves("attack_vs_infantry", None),
        "attack_kind": rec.str_("attack_kind", None, ATTACK_KINDS),
        "pair_attack": rec.str_("pair_attack", None, PAIR_RULES),
        "range_halves": rec.halves("range", None),
        "min_range_halves": rec.halves("min_range", None),
        "targets": rec.int_("targets", 1, minimum=1),
    }
    if values["defence"] not in DICE:
        raise rec.error(f"field 'defence' is d{values['defence']}, not a die of {', '.join(f'd{d}' for d in DICE)}")
    kind = values["attack_kind"]
    if kind is None and (values["attack_halves"] or values["range_halves"] is not None):
        raise rec.error("it has an attack or a range but no 'attack_kind'")
    if kind is not None and not values["attack_halves"]:
        raise rec.error(f"attack_kind is {kind!r} but 'attack' is missing or 0")
    if kind in ("missile", "catapult"):
        if values["range_halves"] is None or values["min_range_halves"] is None:
            raise rec.error(f"a {kind} attacker needs 'range' and 'min_range'")
        if values["min_range_halves"] > values["range_halves"]:
            raise rec.error("'min_range' is greater than 'range'")
    elif values["range_halves"] is not None or values["min_range_halves"] is not None:
        raise rec.error("only missile and catapult attackers have a range")
    if values["pair_attack"] is not None and values["attack_halves"] != 1:
        raise rec.error("'pair_attack' is only for units with attack 0.5")
    if values["attack_halves"] % 2 and values["pair_attack"] is None:
        raise rec.error("an attack of a half needs 'pair_attack' (how two such units attack together)")
    if values["targets"] > 1 and kind == "melee":
        raise rec.error("a hand-to-hand attacker rolls against one enemy only ('targets')")
    return values


def _read_files(folder: Path | None) -> dict[str, dict[str, Any]]:
    docs = {}
    for name in FILES:
        path = folder / name if folder is not None else resource(GAME_ID, name)
        try:
            with path.open("rb") as handle:
                docs[name] = tomllib.load(handle)
        except FileNotFoundError:
            raise DataError(f"{name}: the data file is missing ({path})") from None
        except tomllib.TOMLDecodeError as error:
            raise DataError(f"{name}: not valid TOML: {error}") from None
    return docs


class Context:
    """What load() has read so far, shared by the parts that read one file each; note() records the source
    of a record and of each of its fields ("rules text" or "house")."""

    def __init__(self, docs: dict[str, dict[str, Any]]) -> None:
        self.docs = docs
        self.sources: dict[str, str] = {}

    def note(self, prefix: str, rec: _Rec, source: str, house: frozenset[str]) -> None:
        self.sources[prefix] = source
        for field in rec.raw:
            if field not in ("id", "source", "sources"):
                self.sources[f"{prefix}.{field}"] = "house" if source == "house" or field in house else "rules text"

    def __getattr__(self, name: str) -> Any:  # a part asked for what an earlier part did not read
        raise AttributeError(f"the data loader has not read {name!r} yet")
