"""The computer's judgement of an Age of Mythology position (evaluate): an Age is worth more than its cost."""
from tests.aom.helpers import set_cubes, table


def test_the_computer_judges_the_classical_age_better_than_the_cubes_it_costs():
    """The Classical Age costs 4 Food, 4 Wood, 4 Gold and 4 Favor (the Next Age example): it brings a larger hand
    and more to recruit, which the cubes kept do not."""
    kept = table(["greek", "egyptian"])
    set_cubes(kept, 0, food=4, wood=4, gold=4, favor=4)
    advanced = table(["greek", "egyptian"])
    set_cubes(advanced, 0, food=0, wood=0, gold=0, favor=0)
    advanced.age[0] = 1
    assert advanced.scores().totals == kept.scores().totals
    assert advanced.evaluate()[0] > kept.evaluate()[0]
