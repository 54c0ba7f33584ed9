import Platform
import SettingsCompiler

/// The units (bundles, lone files) the open documents belong to: for each, which documents are open
/// in it, whether it must be checked again, its last check, and the diagnostics the client was sent
/// for each of its files.
struct UnitRegistry {
    struct Unit {
        /// Keys of the open documents in it.
        var documents: Set<String> = []
        var stale = true
        var result: EditorCheck.Result?
        /// What was published, by file (path, or key of a document that is no file).
        var published: [String: [PublishedDiagnostic]] = [:]
    }

    private(set) var units: [EditorUnit: Unit] = [:]
    /// The unit of each open document, by key.
    private var unitOfDocument: [String: EditorUnit] = [:]

    func unit(of key: String) -> EditorUnit? { unitOfDocument[key] }

    subscript(unit: EditorUnit) -> Unit? { units[unit] }

    /// The last check of the unit holding document `key`.
    func result(of key: String) -> EditorCheck.Result? { unitOfDocument[key].flatMap { units[$0]?.result } }

    /// What the client was told about the file `path` in the unit of document `key`.
    func published(_ path: String, of key: String) -> [PublishedDiagnostic] {
        unitOfDocument[key].flatMap { units[$0]?.published[path] } ?? []
    }

    /// Puts document `key` in `unit` (out of the one it was in), which is then checked again.
    /// Returns a unit left without documents.
    mutating func attach(_ key: String, to unit: EditorUnit) -> (EditorUnit, Unit)? {
        let left = unitOfDocument[key] == unit ? nil : detach(key)
        unitOfDocument[key] = unit
        units[unit, default: Unit()].documents.insert(key)
        units[unit]?.stale = true
        return left
    }

    /// Takes document `key` out of its unit; returns the unit if no document is left in it (it is
    /// forgotten: what was published for it is the caller's to clear).
    mutating func detach(_ key: String) -> (EditorUnit, Unit)? {
        guard let unit = unitOfDocument.removeValue(forKey: key), var state = units[unit] else { return nil }
        state.documents.remove(key)
        if state.documents.isEmpty {
            units[unit] = nil
            return (unit, state)
        }
        state.stale = true
        units[unit] = state
        return nil
    }

    mutating func markStale(_ unit: EditorUnit) { units[unit]?.stale = true }

    mutating func markAllStale() {
        for unit in units.keys { units[unit]?.stale = true }
    }

    /// Units to check, in a fixed order.
    var staleUnits: [EditorUnit] {
        units.filter(\.value.stale).keys.sorted { System.bytesPrecede($0.path, $1.path) }
    }

    /// Every open document's key.
    var documentKeys: [String] { Array(unitOfDocument.keys) }

    mutating func record(_ result: EditorCheck.Result, published: [String: [PublishedDiagnostic]], for unit: EditorUnit) {
        units[unit]?.result = result
        units[unit]?.published = published
        units[unit]?.stale = false
    }
}
