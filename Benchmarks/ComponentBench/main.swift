print("ComponentBench: not written yet")
