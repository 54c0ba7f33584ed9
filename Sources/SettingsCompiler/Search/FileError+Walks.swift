import Platform

/// Why a folder walk (a search, a bundle's listing) passed something by: each is reported as unreadable.
extension System.FileError {
    /// A file or folder whose name is not UTF-8 (`name` escaped): settingsc's paths are text, so it
    /// cannot be opened by name, and is not checked.
    package static func undecodableName(_ name: String) -> System.FileError {
        System.FileError(path: name, reason: "its name is not UTF-8, and settingsc reads only files whose names are", code: 84)
    }

    /// A folder with more than `System.maxDirectoryEntries` entries: those past the limit are not read.
    static func tooManyEntries(_ folder: String) -> System.FileError {
        System.FileError(path: folder, reason: "more than \(System.maxDirectoryEntries) entries: the rest of this folder "
            + "is not listed, and nothing in it is checked", code: 7)
    }
}
