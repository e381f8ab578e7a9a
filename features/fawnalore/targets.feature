Feature: Valid targets
  Damage goes only to enemies, as the game mode defines them; no unit targets itself.
  Every unit below stands next to ayla, so range never decides these scenarios.

  Background:
    Given the board is {"radius": 3}
    And these units:
      | id   | kind   | side   | hex  | hp | attack_die | range |
      | ayla | player | party  | 0,0  | 12 | 6          | 1     |
      | bram | player | party  | 1,-1 | 10 | 6          | 1     |
      | pip  | ppc    | party  | 0,1  | 8  | 4          | 1     |
      | grub | makri  | makri  | 1,0  | 9  |            |       |
      | vex  | player | rivals | -1,0 | 10 | 6          | 1     |
      | kor  | ppc    | rivals | -1,1 | 8  | 4          | 1     |
    And the turn:
      | unit  | ayla |
      | phase | main |

  Rule: fawnalore.targets.enemies

    Scenario Outline: A unit of another side is an enemy in every game mode
      Given the game mode is <mode>
      And the attack:
        | attacker | ayla       |
        | targets  | ["<unit>"] |
        | roll     | 2          |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.target   | <unit>  |
        | hits.0.hp_loss  | 2       |

      Examples:
        | mode     | unit |
        | co-op    | kor  |
        | pvp      | grub |

    Scenario Outline: A unit of the attacker's own side is not a target in any game mode
      Given the game mode is <mode>
      And the attack:
        | attacker | ayla       |
        | targets  | ["<unit>"] |
        | roll     | 2          |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.targets.enemies

      Examples:
        | mode     | unit |
        | pvp      | bram |
        | co-op    | pip  |
        | campaign | bram |

  Rule: fawnalore.targets.co-op

    Scenario Outline: In co-op a Player never attacks another Player, whatever its side
      Given the game mode is co-op
      And the attack:
        | attacker | ayla       |
        | targets  | ["<unit>"] |
        | roll     | 2          |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.targets.co-op

      Examples:
        | unit |
        | bram |
        | vex  |

    Scenario: In co-op a Player's spell cannot damage another Player either
      Given the game mode is co-op
      And the damage:
        | cause   | spell   |
        | source  | ayla    |
        | amount  | 3       |
        | targets | ["vex"] |
      When I call fawnalore.deal_damage
      Then it is refused by fawnalore.targets.co-op

  Rule: fawnalore.targets.pvp

    Scenario Outline: In PvP a Player may attack enemy Players and enemy PPCs
      Given the game mode is pvp
      And the attack:
        | attacker | ayla       |
        | targets  | ["<unit>"] |
        | roll     | 4          |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.target   | <unit>   |
        | hits.0.hp_after | <after>  |

      Examples:
        | unit | after |
        | vex  | 6     |
        | kor  | 4     |

  Rule: fawnalore.targets.no-self

    Scenario Outline: No unit targets itself, in any game mode
      Given the game mode is <mode>
      And the attack:
        | attacker | ayla     |
        | targets  | ["ayla"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.targets.no-self

      Examples:
        | mode     |
        | co-op    |
        | pvp      |
