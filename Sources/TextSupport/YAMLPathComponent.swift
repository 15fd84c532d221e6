/// One step into a nested YAML value (`abtesting[1].variants.C` is `[.key("abtesting"),
/// .index(1), .key("variants"), .key("C")]`): how a reader names the place of a value, so an
/// error can be located at its line and column (SiteKit's `YAMLPositions`, Experiments' specs).
public enum YAMLPathComponent: Sendable, Equatable {
    case key(String)
    case index(Int)
}
