"""Loading the Age of Empires data: load() reads every file in turn, checking each record as it goes and
each reference between files; the pieces (Ages, units, buildings, upgrades) are read here, the game-wide
tables, the board, the civilizations and the decisions in data_load_game.py."""
from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

from dawnofempires_gui.games.aoe.data_board import AoeData
from dawnofempires_gui.games.aoe.data_load_game import _board, _civilizations, _decisions, _game
from dawnofempires_gui.games.aoe.data_read import Context, _check_top, _combat, _Rec, _read_files, _records
from dawnofempires_gui.games.aoe.data_types import (BUILDING_KINDS, DOMAINS, SITES, Age, BuildingType, Category,
                                                    DataError, UnitType, Upgrade)


def load(folder: Path | str | None = None) -> AoeData:
    """Read and check every file; `folder` defaults to the program's resources/aoe."""
    ctx = Context(_read_files(Path(folder) if folder is not None else None))
    for part in (_ages, _units, _buildings, _upgrades, _game, _board, _civilizations, _decisions):
        part(ctx)
    frozen = MappingProxyType
    return AoeData(
        categories=frozen(ctx.categories),
        units=frozen(ctx.units),
        buildings=frozen(ctx.buildings),
        upgrades=frozen(ctx.upgrades),
        ages=frozen(ctx.ages),
        layouts=frozen(ctx.layouts),
        settings=ctx.settings,
        civilizations=frozen(ctx.civilizations),
        civilization_choice=ctx.choice,
        decisions=frozen(ctx.decisions),
        sources=frozen(ctx.sources),
    )


def _ages(ctx: Context) -> None:
    """ages.toml: the four Ages, their order, costs and requirements."""
    docs, note = ctx.docs, ctx.note
    file = "ages.toml"
    _check_top(file, docs[file], ("age",))
    age_recs = _records(file, docs[file], "age", "age")
    raw_ages = []
    for rec in age_recs:
        source, house = rec.source()
        raw_ages.append((rec, dict(
            id=rec.str_("id"), name=rec.str_("name"), order=rec.int_("order"), cost=rec.cost("cost"),
            requires_any=rec.ids("requires_any"), at=rec.str_("at"), collect=rec.int_("collect"),
            source=source, house_fields=house,
        )))
        rec.done()
        note(f"age.{rec.raw['id']}", rec, source, house)
    orders = sorted(values["order"] for _, values in raw_ages)
    if orders != list(range(len(raw_ages))):
        raise DataError(f"{file}: the ages' 'order' must be 0, 1, 2 … without gaps, got {orders}")
    by_order = sorted(raw_ages, key=lambda pair: pair[1]["order"])
    age_order = tuple(values["id"] for _, values in by_order)
    ages = {
        values["id"]: Age(**values, next=age_order[values["order"] + 1] if values["order"] + 1 < len(age_order) else None)
        for _, values in by_order
    }
    rank = {a: i for i, a in enumerate(age_order)}
    first = ages[age_order[0]]
    if first.cost or first.requires_any:
        raise DataError(f"{file}: age {first.id!r}: the starting Age has no cost and no requirement")

    def known_age(rec: _Rec, key: str, value: str) -> None:
        if value not in ages:
            raise rec.error(f"field '{key}' names the unknown Age {value!r}; known: {', '.join(age_order)}")
    ctx.raw_ages = raw_ages
    ctx.age_order = age_order
    ctx.ages = ages
    ctx.rank = rank
    ctx.known_age = known_age


def _units(ctx: Context) -> None:
    """units.toml: the unit categories and types."""
    docs, note, known_age = ctx.docs, ctx.note, ctx.known_age
    file = "units.toml"
    _check_top(file, docs[file], ("category", "unit"))
    categories = {}
    for rec in _records(file, docs[file], "category", "category"):
        source, house = rec.source()
        categories[rec.raw["id"]] = Category(
            id=rec.str_("id"), name=rec.str_("name"), built_at=rec.str_("built_at"),
            infantry=rec.bool_("infantry"), domain=rec.str_("domain", choices=DOMAINS), source=source,
        )
        rec.done()
        note(f"category.{rec.raw['id']}", rec, source, house)
    unit_recs = _records(file, docs[file], "unit", "unit")
    unit_values = {}
    for rec in unit_recs:
        source, house = rec.source()
        values = dict(
            id=rec.str_("id"), name=rec.str_("name"), category=rec.str_("category"), age=rec.str_("age"),
            built_at=rec.str_("built_at"), base=rec.bool_("base"), **_combat(rec),
            move_halves=rec.halves("move"), cost=rec.cost("cost"), source=source, house_fields=house,
        )
        rec.done()
        if values["category"] not in categories:
            raise rec.error(f"field 'category' names the unknown category {values['category']!r}")
        if values["attack_kind"] is None:
            raise rec.error("every unit attacks: 'attack_kind' is missing")
        if values["move_halves"] == 0:
            raise rec.error("field 'move' must be more than 0")
        known_age(rec, "age", values["age"])
        category = categories[values["category"]]
        if values["built_at"] != category.built_at:
            raise rec.error(f"built at {values['built_at']!r}, but its category is built at {category.built_at!r}")
        if values["attack_vs_infantry_halves"] is not None and values["attack_kind"] != "melee":
            raise rec.error("only hand-to-hand attackers have 'attack_vs_infantry'")
        values.update(domain=category.domain, infantry=category.infantry)
        unit_values[values["id"]] = (rec, values)
        note(f"unit.{values['id']}", rec, source, house)
    ctx.categories = categories
    ctx.unit_values = unit_values


def _buildings(ctx: Context) -> None:
    """buildings.toml: buildings and towers, and the references between the files so far."""
    (docs, note, known_age, rank, unit_values, categories, raw_ages) = (
        ctx.docs, ctx.note, ctx.known_age, ctx.rank, ctx.unit_values, ctx.categories, ctx.raw_ages)
    file = "buildings.toml"
    _check_top(file, docs[file], ("building",))
    building_values = {}
    for rec in _records(file, docs[file], "building", "building"):
        source, house = rec.source()
        values = dict(
            id=rec.str_("id"), name=rec.str_("name"), kind=rec.str_("kind", choices=BUILDING_KINDS),
            age=rec.str_("age"), site=rec.str_("site", choices=SITES), requires=rec.ids("requires"),
            base=rec.bool_("base"), **_combat(rec), cost=rec.cost("cost"), source=source, house_fields=house,
        )
        rec.done()
        known_age(rec, "age", values["age"])
        if (values["attack_kind"] is not None) != (values["kind"] == "tower"):
            raise rec.error("towers, and only towers, attack")
        if values["attack_kind"] not in (None, "missile"):
            raise rec.error("a tower makes missile attacks")
        building_values[values["id"]] = (rec, values)
        note(f"building.{values['id']}", rec, source, house)
    clash = sorted(set(unit_values) & set(building_values))
    if clash:
        raise DataError(f"units.toml, buildings.toml: ids used for both a unit and a building: {', '.join(clash)}")

    def known_building(rec: _Rec, key: str, value: str) -> None:
        if value not in building_values:
            raise rec.error(f"field '{key}' names the unknown building {value!r}")

    for rec, values in building_values.values():
        for need in values["requires"]:
            known_building(rec, "requires", need)
            if rank[building_values[need][1]["age"]] > rank[values["age"]]:
                raise rec.error(f"it requires {need!r}, which comes in a later Age")
    for category in categories.values():
        if category.built_at not in building_values:
            raise DataError(f"units.toml: category {category.id!r}: field 'built_at' names the unknown "
                            f"building {category.built_at!r}")
    for rec, values in unit_values.values():
        if rank[building_values[values["built_at"]][1]["age"]] > rank[values["age"]]:
            raise rec.error(f"it is trained at {values['built_at']!r}, which comes in a later Age")
    for age_rec, values in raw_ages:
        known_building(age_rec, "at", values["at"])
        for need in values["requires_any"]:
            known_building(age_rec, "requires_any", need)
    ctx.building_values = building_values
    ctx.known_building = known_building


def _upgrades(ctx: Context) -> None:
    """upgrades.toml: each upgrade, checked against its types; then the unit and building types."""
    (docs, note, known_age, known_building, rank, unit_values, building_values) = (
        ctx.docs, ctx.note, ctx.known_age, ctx.known_building, ctx.rank, ctx.unit_values, ctx.building_values)
    file = "upgrades.toml"
    _check_top(file, docs[file], ("upgrade",))
    upgrades = {}
    upgraded_from: dict[str, str] = {}
    for rec in _records(file, docs[file], "upgrade", "upgrade"):
        source, house = rec.source()
        old, new = rec.str_("from"), rec.str_("to")
        values = dict(id=rec.str_("id"), age=rec.str_("age"), at=rec.str_("at"), cost=rec.cost("cost"))
        rec.done()
        known_age(rec, "age", values["age"])
        known_building(rec, "at", values["at"])
        if old in unit_values and new in unit_values:
            table, is_building = unit_values, False
            if unit_values[new][1]["built_at"] != values["at"]:
                raise rec.error(f"it is placed at {values['at']!r}, but {new!r} is trained at "
                                f"{unit_values[new][1]['built_at']!r}")
        elif old in building_values and new in building_values:
            table, is_building = building_values, True
            if values["at"] not in building_values[new][1]["requires"]:
                raise rec.error(f"it is placed at {values['at']!r}, which {new!r} does not require")
        else:
            raise rec.error(f"'from' {old!r} and 'to' {new!r} must both be known units or both known buildings")
        if table[new][1]["base"]:
            raise rec.error(f"{new!r} is marked base = true (needs no upgrade) but this upgrade makes it")
        if new in upgraded_from:
            raise rec.error(f"{new!r} is already made by another upgrade")
        if table[new][1]["age"] != values["age"]:
            raise rec.error(f"it comes in the {values['age']!r} Age but {new!r} says {table[new][1]['age']!r}")
        if rank[table[old][1]["age"]] > rank[values["age"]]:
            raise rec.error(f"{old!r} comes in a later Age than the upgrade")
        upgraded_from[new] = old
        upgrades[values["id"]] = Upgrade(
            from_type=old, to_type=new, is_building=is_building, source=source, house_fields=house, **values,
        )
        note(f"upgrade.{values['id']}", rec, source, house)
    for table in (unit_values, building_values):
        for ident, (rec, values) in table.items():
            if not values["base"] and ident not in upgraded_from:
                raise rec.error("base = false, but no upgrade in upgrades.toml makes it")

    units = {
        ident: UnitType(**values, upgraded_from=upgraded_from.get(ident)) for ident, (_, values) in unit_values.items()
    }
    buildings = {
        ident: BuildingType(
            **values,
            upgraded_from=upgraded_from.get(ident),
            produces=tuple(u.id for u in units.values() if u.built_at == ident),
            researches=tuple(u.id for u in upgrades.values() if u.at == ident),
        )
        for ident, (_, values) in building_values.items()
    }
    ctx.upgrades = upgrades
    ctx.upgraded_from = upgraded_from
    ctx.units = units
    ctx.buildings = buildings
