Feature: Death and removal
  A Makri brought to 0 HP is Liberated: removed at once and its Ether reward resolves.
  A Player character at 0 HP is dead, and its game mode's rules say what follows.

  Background:
    Given the board is {"radius": 3}
    And these units:
      | id   | kind   | side   | hex  | hp | attack_die | range | ether_reward |
      | ayla | player | party  | 0,0  | 12 | 6          | 1     |              |
      | vex  | player | rivals | -1,0 | 4  | 6          | 1     |              |
      | grub | makri  | makri  | 1,0  | 4  |            |       | 3            |
    And the turn:
      | unit  | ayla |
      | phase | main |

  Rule: fawnalore.death.makri

    Scenario Outline: A Makri brought to exactly 0 HP or past it is Liberated and removed, and its Ether reward resolves
      Given the game mode is co-op
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | <roll>   |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.excess | <excess> |
        | deaths        | [{"unit": "grub", "kind": "makri", "outcome": "liberated", "removed_from": ["board", "makri_zone"], "ether_reward": 3, "consequence": null}] |

      Examples:
        | roll | excess |
        | 4    | 0      |
        | 6    | 2      |

    Scenario: A Makri left with 1 HP stays on the board
      Given the game mode is co-op
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.hp_after | 1  |
        | deaths          | [] |

    Scenario: A Makri at exactly 1 HP is Liberated by 1 damage, and a Makri with no Ether reward stated gives none
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 1  |            |       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 1        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.hp_after | 0 |
        | deaths          | [{"unit": "grub", "kind": "makri", "outcome": "liberated", "removed_from": ["board", "makri_zone"], "ether_reward": 0, "consequence": null}] |

  Rule: fawnalore.death.player

    Scenario Outline: A Player character at 0 HP is dead and its game mode decides what that means
      Given the game mode is <mode>
      And the damage:
        | cause   | environment |
        | amount  | 6           |
        | targets | ["vex"]     |
      When I call fawnalore.deal_damage
      Then the result has:
        | deaths.0.unit         | vex           |
        | deaths.0.outcome      | dead          |
        | deaths.0.removed_from | []            |
        | deaths.0.ether_reward | null          |
        | deaths.0.consequence  | <consequence> |

      Examples:
        | mode     | consequence               |
        | co-op    | set by the co-op rules    |
        | pvp      | set by the pvp rules      |
        | campaign | set by the campaign rules |
