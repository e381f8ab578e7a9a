Feature: Falchion: damage
  A hit casts the weapon's damage dice and takes the total off the target's HP, less its armor
  die. At least 1 damage always gets through, but that minimum never downs anyone. Dice step
  along the ladder d4, d6, d8, d10, d12, d20; below d4 there is no die.

  Rule: falchion.damage.dice

    Scenario: Two d6 of damage against a d4 of armor
      Given the hit:
        | weapon.dice | 2       |
        | weapon.size | d6      |
        | rolls       | 5 and 4 |
        | hp          | 12      |
        | armor.size  | d4      |
        | armor.roll  | 3       |
      When I call falchion.deal_damage
      Then the result has:
        | rolled      | 9  |
        | armor roll  | 3  |
        | damage      | 6  |
        | hp left     | 6  |
        | downed      | no |
        | armor after | d4 |

    Scenario: Damage that takes the last hit points downs the target
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d10    |
        | rolls       | 7 only |
        | hp          | 7      |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 7   |
        | hp left | 0   |
        | downed  | yes |

    Scenario Outline: A damage die's top face is a legal roll, and one more is an input error
      Given the hit:
        | weapon.dice | 1          |
        | weapon.size | <size>     |
        | rolls       | <top> only |
        | hp          | 30         |
      When I call falchion.deal_damage
      Then the result has:
        | rolled | <top> |

      Examples:
        | size | top |
        | d4   | 4   |
        | d6   | 6   |
        | d20  | 20  |

    Scenario: A crit adds the most a d6 can show, 6, to the roll
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d6     |
        | rolls       | 2 only |
        | hp          | 20     |
        | maximized   | yes    |
      When I call falchion.deal_damage
      Then the result has:
        | rolled  | 2  |
        | maximum | 6  |
        | damage  | 8  |
        | hp left | 12 |

    Scenario: One d6 showing 1 against a foe of 1 HP with no cleave is accepted
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d6     |
        | rolls       | 1 only |
        | hp          | 1      |
        | cleave      | 0      |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 1   |
        | hp left | 0   |
        | downed  | yes |

  Rule: falchion.damage.minimum

    Scenario Outline: <rolled> damage against an armor roll of <armor> deals <damage>
      Given the hit:
        | weapon.dice | 1             |
        | weapon.size | d6            |
        | rolls       | <rolled> only |
        | hp          | 10            |
        | armor.size  | d8            |
        | armor.roll  | <armor>       |
      When I call falchion.deal_damage
      Then the result has:
        | after armor     | <after>   |
        | minimum applied | <minimum> |
        | damage          | <damage>  |
        | hp left         | <left>    |

      Examples:
        | rolled | armor | after | minimum | damage | left |
        | 3      | 8     | -5    | yes     | 1      | 9    |
        | 3      | 3     | 0     | yes     | 1      | 9    |
        | 3      | 2     | 1     | no      | 1      | 9    |

    Scenario: The minimum damage cannot take a target's last hit point
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d4     |
        | rolls       | 1 only |
        | hp          | 1      |
        | armor.size  | d6     |
        | armor.roll  | 6      |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 1  |
        | hp lost | 0  |
        | hp left | 1  |
        | downed  | no |

    Scenario: A d6 rolling 2 against armor rolling 8 cannot take a target's last hit point either
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d6     |
        | rolls       | 2 only |
        | hp          | 1      |
        | armor.size  | d8     |
        | armor.roll  | 8      |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 1  |
        | hp lost | 0  |
        | hp left | 1  |
        | downed  | no |

    Scenario: Damage that beats the armor still downs a target at 1 HP
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d4     |
        | rolls       | 3 only |
        | hp          | 1      |
        | armor.size  | d6     |
        | armor.roll  | 2      |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 1   |
        | hp left | 0   |
        | downed  | yes |

  Rule: falchion.damage.die-ladder

    Scenario Outline: A maximized hit drops <before> armor to <after>
      Given the hit:
        | weapon.dice | 1        |
        | weapon.size | d4       |
        | rolls       | 1 only   |
        | hp          | 30       |
        | maximized   | yes      |
        | armor.size  | <before> |
        | armor.roll  | 1        |
      When I call falchion.deal_damage
      Then the result has:
        | armor after | <after> |

      Examples:
        | before | after |
        | d6     | d4    |
        | d4     | none  |
