Feature: Falchion: damage
  A hit casts the weapon's damage dice and takes the total off the target's HP, less its armor
  die. At least 1 damage always gets through, but that minimum never downs anyone. Dice step
  along the ladder d4, d6, d8, d10, d12, d20; below d4 there is no die.

  Rule: falchion.damage.dice

    Scenario: Two d6 of damage against a d4 of armor
      Given the hit:
        | weapon.dice | 2      |
        | weapon.size | d6     |
        | rolls       | [5, 4] |
        | hp          | 12     |
        | armor.size  | d4     |
        | armor.roll  | 3      |
      When I call falchion.deal_damage
      Then the result has:
        | rolled      | 9     |
        | armor_roll  | 3     |
        | damage      | 6     |
        | hp_left     | 6     |
        | downed      | false |
        | armor_after | d4    |

    Scenario: Damage that takes the last hit points downs the target
      Given the hit:
        | weapon.dice | 1   |
        | weapon.size | d10 |
        | rolls       | [7] |
        | hp          | 7   |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 7    |
        | hp_left | 0    |
        | downed  | true |

    Scenario Outline: Rolls <rolls> for one <size> are an input error at <path>
      Given the hit:
        | weapon.dice | 1       |
        | weapon.size | <size>  |
        | rolls       | <rolls> |
        | hp          | 7       |
      When I call falchion.deal_damage
      Then it is an input error at hit.<path>

      Examples:
        | size | rolls  | path    |
        | d6   | [7]    | rolls.0 |
        | d6   | [3, 4] | rolls   |

    Scenario Outline: A damage die's top face is a legal roll, and one more is an input error
      Given the hit:
        | weapon.dice | 1       |
        | weapon.size | <size>  |
        | rolls       | [<top>] |
        | hp          | 30      |
      When I call falchion.deal_damage
      Then the result has:
        | rolled | <top> |

      Examples:
        | size | top |
        | d4   | 4   |
        | d6   | 6   |
        | d20  | 20  |

    Scenario: A d4 cannot show a 5
      Given the hit:
        | weapon.dice | 1   |
        | weapon.size | d4  |
        | rolls       | [5] |
        | hp          | 30  |
      When I call falchion.deal_damage
      Then it is an input error at hit.rolls.0

    Scenario: A crit adds the most a d6 can show, 6, to the roll
      Given the hit:
        | weapon.dice | 1    |
        | weapon.size | d6   |
        | rolls       | [2]  |
        | hp          | 20   |
        | maximized   | true |
      When I call falchion.deal_damage
      Then the result has:
        | rolled  | 2  |
        | maximum | 6  |
        | damage  | 8  |
        | hp_left | 12 |

    Scenario: One d6 showing 1 against a foe of 1 HP with no cleave is accepted
      Given the hit:
        | weapon.dice | 1  |
        | weapon.size | d6 |
        | rolls       | [1] |
        | hp          | 1  |
        | cleave      | 0  |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 1   |
        | hp left | 0   |
        | downed  | yes |

    Scenario Outline: A hit with <what> is an input error at <path>
      Given the hit:
        | weapon.dice | <dice>   |
        | weapon.size | d6       |
        | rolls       | <rolls>  |
        | hp          | <hp>     |
        | cleave      | <cleave> |
      When I call falchion.deal_damage
      Then it is an input error at <path>

      Examples:
        | what                | dice | rolls | hp | cleave | path            |
        | no weapon dice      | 0    | []    | 5  | 0      | hit.weapon.dice |
        | a roll of 0         | 1    | [0]   | 5  | 0      | hit.rolls.0     |
        | a foe of 0 HP       | 1    | [3]   | 0  | 0      | hit.hp          |
        | a cleave of -1      | 1    | [3]   | 5  | -1     | hit.cleave      |

    Scenario: An armor die showing 0 is an input error
      Given the hit:
        | weapon.dice | 1   |
        | weapon.size | d6  |
        | rolls       | [3] |
        | hp          | 5   |
        | armor.size  | d4  |
        | armor.roll  | 0   |
      When I call falchion.deal_damage
      Then it is an input error at hit.armor.roll

  Rule: falchion.damage.minimum

    Scenario Outline: <rolled> damage against an armor roll of <armor> deals <damage>
      Given the hit:
        | weapon.dice | 1          |
        | weapon.size | d6         |
        | rolls       | [<rolled>] |
        | hp          | 10         |
        | armor.size  | d8         |
        | armor.roll  | <armor>    |
      When I call falchion.deal_damage
      Then the result has:
        | after_armor     | <after>   |
        | minimum_applied | <minimum> |
        | damage          | <damage>  |
        | hp_left         | <left>    |

      Examples:
        | rolled | armor | after | minimum | damage | left |
        | 3      | 8     | -5    | true    | 1      | 9    |
        | 3      | 3     | 0     | true    | 1      | 9    |
        | 3      | 2     | 1     | false   | 1      | 9    |

    Scenario: The minimum damage cannot take a target's last hit point
      Given the hit:
        | weapon.dice | 1   |
        | weapon.size | d4  |
        | rolls       | [1] |
        | hp          | 1   |
        | armor.size  | d6  |
        | armor.roll  | 6   |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 1     |
        | hp_lost | 0     |
        | hp_left | 1     |
        | downed  | false |

    Scenario: Damage that beats the armor still downs a target at 1 HP
      Given the hit:
        | weapon.dice | 1   |
        | weapon.size | d4  |
        | rolls       | [3] |
        | hp          | 1   |
        | armor.size  | d6  |
        | armor.roll  | 2   |
      When I call falchion.deal_damage
      Then the result has:
        | damage  | 1    |
        | hp_left | 0    |
        | downed  | true |

  Rule: falchion.damage.die-ladder

    Scenario Outline: A maximized hit drops <before> armor to <after>
      Given the hit:
        | weapon.dice | 1        |
        | weapon.size | d4       |
        | rolls       | [1]      |
        | hp          | 30       |
        | maximized   | true     |
        | armor.size  | <before> |
        | armor.roll  | 1        |
      When I call falchion.deal_damage
      Then the result has:
        | armor_after | <after> |

      Examples:
        | before | after |
        | d6     | d4    |
        | d4     | null  |
