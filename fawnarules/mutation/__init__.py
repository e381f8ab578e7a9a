"""How strong the spec is: the reference implementation mutated one small change at a time, and the spec's
cases replayed against each mutant (``make mutate``)."""
