"""Reading the Age of Mythology TOML files: one record at a time, every key, id and type checked (DataError)."""
from __future__ import annotations

import difflib
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from dawnofempires_gui.games.aom.data_records import Effect, FrozenMap
from dawnofempires_gui.games.aom.data_schema import (_ACTION_FIELD, _ACTION_FIELDS, ACTIONS, AREAS, FILES,
                                                    GATHER_MODES, SOURCES, TARGETS, UNIT_KINDS, DataError)

_MISSING = object()


class _Rec:
    """One TOML record being read: typed getters, and close() refuses keys nobody asked for."""

    def __init__(self, file: str, where: str, raw: Any) -> None:
        self.file, self.where = file, where
        if not isinstance(raw, dict):
            raise DataError(f"aom data, {file}: {where} must be a table, not {type(raw).__name__}")
        if isinstance(raw.get("id"), str):
            self.where = f"{where} {raw['id']!r}"
        elif isinstance(raw.get("culture"), str):
            self.where = f"{where} {raw['culture']!r}"
        self.raw = raw
        self.seen: set[str] = set()

    def error(self, message: str) -> DataError:
        return DataError(f"aom data, {self.file}, {self.where}: {message}")

    def has(self, key: str) -> bool:
        return key in self.raw

    def value(self, key: str, default: Any = _MISSING) -> Any:
        self.seen.add(key)
        if key not in self.raw:
            if default is _MISSING:
                unread = [k for k in self.raw if k not in self.seen]
                close = difflib.get_close_matches(key, unread, n=1)
                hint = f" (is {close[0]!r} a misspelling?)" if close else ""
                raise self.error(f"missing key {key!r}{hint}")
            return default
        return self.raw[key]

    def string(self, key: str, choices: Iterable[str] | None = None, default: Any = _MISSING) -> Any:
        if default is not _MISSING and key not in self.raw:
            return self.value(key, default)
        return _check_str(self, key, self.value(key), choices)

    def integer(self, key: str, minimum: int = 0) -> int:
        return _check_int(self, key, self.value(key), minimum)

    def table(self, key: str) -> dict[str, Any]:
        value = self.value(key)
        if not isinstance(value, dict):
            raise self.error(f"{key!r} must be a table, not {type(value).__name__}")
        return value

    def array(self, key: str, default: Any = _MISSING) -> Any:
        if default is not _MISSING and key not in self.raw:
            return self.value(key, default)
        value = self.value(key)
        if not isinstance(value, list):
            raise self.error(f"{key!r} must be a list, not {type(value).__name__}")
        return value

    def source(self) -> str:
        return self.string("source", SOURCES)

    def decision(self) -> str | None:
        return self.string("decision", default=None)

    def close(self) -> None:
        unknown = sorted(set(self.raw) - self.seen)
        if unknown:
            raise self.error(f"unknown key{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))}")


def _quote(key: str) -> str:
    return key if " " in key else repr(key)


def _check_str(rec: _Rec, key: str, value: Any, choices: Iterable[str] | None = None) -> str:
    key = _quote(key)
    if not isinstance(value, str) or not value:
        raise rec.error(f"{key} must be a non-empty string, not {value!r}")
    if choices is not None:
        choices = tuple(choices)
        if value not in choices:
            raise rec.error(f"{key}: unknown value {value!r} (known: {', '.join(choices)})")
    return value


def _check_int(rec: _Rec, key: str, value: Any, minimum: int = 0) -> int:
    key = _quote(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise rec.error(f"{key} must be a whole number, not {value!r}")
    if value < minimum:
        raise rec.error(f"{key} must be at least {minimum}, not {value}")
    return value


class _Reader:
    """Reads all files, knows every id, and builds the records."""

    def __init__(self, folder: Path) -> None:
        self.raw: dict[str, dict[str, Any]] = {}
        for name in FILES:
            path = folder / name
            try:
                with path.open("rb") as handle:
                    self.raw[name] = tomllib.load(handle)
            except FileNotFoundError:
                raise DataError(f"aom data, {name}: the file is missing ({path})") from None
            except tomllib.TOMLDecodeError as exc:
                raise DataError(f"aom data, {name}: not valid TOML: {exc}") from None
        self.records: list[tuple[str, str, str]] = []
        self.resources: tuple[str, ...] = ()
        self.cultures: tuple[str, ...] = ()
        self.ages: tuple[str, ...] = ()
        self.terrains: tuple[str, ...] = ()
        self.unit_types: tuple[str, ...] = ()
        self.unit_ids = self._ids("units.toml", "unit")
        self.building_ids = self._ids("buildings.toml", "building")

    def _ids(self, file: str, array: str) -> tuple[str, ...]:
        raw = self.raw[file].get(array)
        records = raw if isinstance(raw, list) else []
        return tuple(r["id"] for r in records if isinstance(r, dict) and isinstance(r.get("id"), str))

    def top(self, file: str, allowed: Iterable[str]) -> None:
        unknown = sorted(set(self.raw[file]) - set(allowed))
        if unknown:
            raise DataError(f"aom data, {file}: unknown top-level key{'s' if len(unknown) > 1 else ''} "
                            f"{', '.join(map(repr, unknown))}")

    def items(self, file: str, array: str) -> list[_Rec]:
        raw = self.raw[file].get(array)
        if not isinstance(raw, list) or not raw:
            raise DataError(f"aom data, {file}: [[{array}]] records are missing")
        return [_Rec(file, f"[[{array}]] #{i + 1}", r) for i, r in enumerate(raw)]

    def section(self, file: str, name: str) -> _Rec:
        if name not in self.raw[file]:
            raise DataError(f"aom data, {file}: the [{name}] table is missing")
        return _Rec(file, f"[{name}]", self.raw[file][name])

    def note(self, rec: _Rec, source: str) -> None:
        self.records.append((rec.file, rec.where, source))

    @staticmethod
    def unique(file: str, kind: str, ids: Iterable[str]) -> None:
        seen: set[str] = set()
        for i in ids:
            if not isinstance(i, str):
                continue  # reported by the record itself
            if i in seen:
                raise DataError(f"aom data, {file}: {kind} id {i!r} appears twice")
            seen.add(i)

    def cost(self, rec: _Rec, key: str, value: Any = _MISSING) -> FrozenMap:
        table = rec.table(key) if value is _MISSING else value
        if not isinstance(table, dict) or not table:
            raise rec.error(f"{key!r} must be a non-empty table of resource counts")
        for res, count in table.items():
            if res not in self.resources:
                raise rec.error(f"{key!r}: unknown resource {res!r} (known: {', '.join(self.resources)})")
            _check_int(rec, f"{key}.{res}", count, 1)
        return FrozenMap(table)

    def players_table(self, rec: _Rec, key: str, low: int, high: int, minimum: int = 1) -> FrozenMap:
        table = rec.table(key)
        out = {}
        for k, v in table.items():
            if not k.isdigit():
                raise rec.error(f"{key!r}: {k!r} is not a number of players")
            out[int(k)] = _check_int(rec, f"{key}.{k}", v, minimum)
        if sorted(out) != list(range(low, high + 1)):
            raise rec.error(f"{key!r} must list every player count from {low} to {high}")
        return FrozenMap(sorted(out.items()))

    def effect(self, rec: _Rec, where: str, raw: Any, schema: dict[str, dict[str, str]]) -> Effect:
        if not isinstance(raw, dict):
            raise rec.error(f"{where} must be a table with an 'id'")
        eid = raw.get("id")
        if eid not in schema:
            raise rec.error(f"{where}: unknown id {eid!r} (known: {', '.join(schema)})")
        spec = schema[eid]
        unknown = sorted(set(raw) - set(spec) - {"id"})
        if unknown:
            raise rec.error(f"{where} {eid!r}: unknown parameter{'s' if len(unknown) > 1 else ''} "
                            f"{', '.join(map(repr, unknown))}")
        params: dict[str, Any] = {}
        for name, kind in spec.items():
            optional = kind.endswith("?")
            kind = kind.rstrip("?")
            if name not in raw:
                if optional:
                    continue
                raise rec.error(f"{where} {eid!r}: missing parameter {name!r}")
            params[name] = self.param(rec, f"{where} {eid!r} parameter {name!r}", raw[name], kind)
        return Effect(eid, FrozenMap(params))

    def param(self, rec: _Rec, where: str, value: Any, kind: str) -> Any:
        if kind == "pos":
            return _check_int(rec, where, value, 1)
        if kind == "bool":
            if not isinstance(value, bool):
                raise rec.error(f"{where} must be true or false, not {value!r}")
            return value
        if kind == "cost":
            return self.cost(rec, where, value)
        choices = {
            "resource": self.resources,
            "resource_or_any": (*self.resources, "any"),
            "kind": UNIT_KINDS,
            "type": self.unit_types,
            "unit": self.unit_ids,
            "building": self.building_ids,
            "target": TARGETS,
            "area": AREAS,
        }[kind]
        return _check_str(rec, where, value, choices)

    def action(self, rec: _Rec) -> dict[str, Any]:
        action = rec.string("action", ACTIONS)
        field = _ACTION_FIELD[action]
        for other in _ACTION_FIELDS - {field}:
            if rec.has(other):
                raise rec.error(f"{other!r} does not belong on a {action!r} card (it takes {field!r})")
        out: dict[str, Any] = {"action": action, "number": None, "tiles_plus_players": None, "gather": None,
                               "trade_cost": None, "age_cost": None}
        if field == "number":
            out["number"] = rec.integer("number", 1)
        elif field in ("tiles_plus_players", "trade_cost"):
            out[field] = rec.integer(field, 0)
        elif field == "gather":
            out["gather"] = rec.string("gather", (*GATHER_MODES, *self.resources))
        else:
            table = rec.table("age_cost")
            later = self.ages[1:]
            if sorted(table) != sorted(later):
                raise rec.error(f"'age_cost' must give exactly the Ages {', '.join(later)}")
            for age in later:
                _check_int(rec, f"age_cost.{age}", table[age], 1)
            out["age_cost"] = FrozenMap((age, table[age]) for age in later)
        return out


_UNIT_FIELDS = ("name", "types", "dice", "cost", "bonuses", "specials", "age")
_GOD_FIELDS = (*_ACTION_FIELDS, "action", "god", "power_name", "favor", "power")


def _house_fields(rec: _Rec, allowed: tuple[str, ...]) -> tuple[str, ...]:
    names = rec.array("house_fields", default=[])
    return tuple(_check_str(rec, "house_fields", name, allowed) for name in names)
