// Compiled by the end-to-end tests (GenerateCommandTests) together with what `settingsc generate swift`
// wrote for three definitions:
//   KitchenSettings  Tests/Fixtures/generate/Everything/Settings.bundle  (--access public)
//   SoriSettings     Samples/MyApp/Settings.bundle
//   ScreenSettings   Samples/Settings.plist
// Each runs against a fresh UserDefaults suite. Prints "key TYPE KEY" for every Keys constant (the
// test compares them with the plists' keys), "FAIL …" for each failed check, and "ok" at the end;
// exits 1 after any failure.
import Foundation

var failures = 0

@MainActor func check(_ condition: Bool, _ what: String, line: Int = #line) {
    if !condition {
        failures += 1
        print("FAIL main.swift:\(line): \(what)")
    }
}

/// A suite no other run shares, emptied at the end.
@MainActor func withFreshDefaults(_ body: (UserDefaults) -> Void) {
    let name = "settingsc-generate-test-\(UUID().uuidString)"
    guard let defaults = UserDefaults(suiteName: name) else {
        check(false, "UserDefaults(suiteName:)")
        return
    }
    body(defaults)
    defaults.removePersistentDomain(forName: name)
}

func printKeys(_ type: String, _ keys: [String]) {
    for key in keys { print("key \(type) \(key)") }
}

// MARK: KitchenSettings: every specifier kind

withFreshDefaults { defaults in
    let settings = KitchenSettings(defaults: defaults)
    // Every default, first from the definition (nothing registered), then from the registration.
    for registered in [false, true] {
        if registered { settings.registerDefaults() }
        let stage = registered ? "registered" : "unregistered"
        check(settings.autoplayEnabled == true, "autoplayEnabled \(stage)")
        check(settings.wifiOnly == true, "wifiOnly \(stage)")
        check(settings.showHints == false, "showHints \(stage)")
        check(settings._2faRequired == false, "_2faRequired \(stage)")
        check(settings.volume == 0.5, "volume \(stage)")
        check(settings.fontSize == 3.0, "fontSize \(stage)")
        check(settings.skipSeconds == .thirtySeconds, "skipSeconds \(stage)")
        check(settings.videoQuality == .medium, "videoQuality \(stage)")
        check(settings.appearance == "", "appearance \(stage)")
        check(settings.sortOrder == .asPublished, "sortOrder \(stage)")
        check(settings.zoomPercent == ._100, "zoomPercent \(stage)")
        check(settings.playbackSpeed == 1.0, "playbackSpeed \(stage)")
        check(settings.class == KitchenSettings.Class.none, "class \(stage)")
        check(settings.retryLimit == "auto", "retryLimit \(stage)")
        check(settings.userName == "Kim \"Minji\" \\ 김민지\t(tab) \u{202E}\\(x)", "userName \(stage)")
        check(settings.apiToken == "", "apiToken \(stage)")
        check(settings.urlScheme == "sori", "urlScheme \(stage)")
        check(settings.appVersion == "1.0 (1)", "appVersion \(stage)")
        check(settings.buildNumber == 42, "buildNumber \(stage)")
        check(settings.maxRetries == 3, "maxRetries \(stage)")
        check(settings.syncratio == 1.5, "syncratio \(stage)")
        check(settings.isPro == false, "isPro \(stage)")
        check(settings.installedAt == Date(timeIntervalSince1970: 1_704_164_645), "installedAt \(stage)")
        check(settings.tokenData == Data([0x01, 0x02, 0xFF]), "tokenData \(stage)")
        check(settings.sendCrashReports == false, "sendCrashReports \(stage)")
        check(settings.theme == .dark, "theme \(stage)")
        check(settings.überModus == true && settings.자동재생 == false, "überModus, 자동재생 \(stage)")
    }
    // What is registered is what the Settings app would store: TrueValue/FalseValue, raw values.
    check(defaults.object(forKey: "wifi-only") as? String == "YES", "wifi-only registered as \"YES\"")
    check(defaults.object(forKey: "ShowHints") as? Int == 0, "ShowHints registered as 0")
    check(defaults.object(forKey: "skip_seconds") as? Int == 30, "skip_seconds registered as 30")
    check(defaults.object(forKey: "font_size") as? Double == 3.0, "font_size registered as a real")

    // Writes through toggles with TrueValue/FalseValue store those values, and read back.
    settings.wifiOnly = false
    check(defaults.object(forKey: "wifi-only") as? String == "NO" && settings.wifiOnly == false, "wifiOnly = false")
    settings.wifiOnly = true
    check(defaults.object(forKey: "wifi-only") as? String == "YES" && settings.wifiOnly == true, "wifiOnly = true")
    settings.showHints = true
    check(defaults.object(forKey: "ShowHints") as? Int == 1 && settings.showHints == true, "showHints = true")
    settings._2faRequired = true
    check(defaults.object(forKey: "2fa_required") as? String == "on" && settings._2faRequired, "_2faRequired = true")
    settings._2faRequired = false
    check(defaults.object(forKey: "2fa_required") as? Bool == false && !settings._2faRequired, "_2faRequired = false")
    // Values the Settings app (or older code) stored are read as it reads them.
    defaults.set("NO", forKey: "wifi-only")
    check(settings.wifiOnly == false, "a stored FalseValue reads as off")
    defaults.set(true, forKey: "wifi-only")
    check(settings.wifiOnly == true, "a stored boolean reads as itself")
    defaults.set(0, forKey: "ShowHints")
    check(settings.showHints == false, "a stored 0 reads as off")

    // Enums round-trip through their raw values; an unknown stored value reads as the default.
    for quality in KitchenSettings.VideoQuality.allCases {
        settings.videoQuality = quality
        check(settings.videoQuality == quality && defaults.string(forKey: "video-quality") == quality.rawValue,
              "videoQuality = .\(quality)")
    }
    settings.skipSeconds = .tenSeconds
    check(settings.skipSeconds == .tenSeconds && defaults.object(forKey: "skip_seconds") as? Int == 10, "skipSeconds = .tenSeconds")
    settings.sortOrder = .newestFirst
    check(settings.sortOrder == .newestFirst && defaults.object(forKey: "sort_order") as? Int == -1, "sortOrder = .newestFirst")
    settings.zoomPercent = ._150
    check(settings.zoomPercent == ._150 && defaults.object(forKey: "zoomPercent") as? Int == 150, "zoomPercent = ._150")
    settings.class = .firstClass
    check(settings.class == .firstClass && defaults.string(forKey: "class") == "first-class", "class = .firstClass")
    settings.class = .default
    check(defaults.string(forKey: "class") == "default", "class = .default")
    check(KitchenSettings.Class.allCases.map(\.rawValue) == ["default", "none", "first-class"], "Class raw values")
    check(KitchenSettings.SkipSeconds.allCases.map(\.rawValue) == [10, 15, 30], "SkipSeconds raw values")
    defaults.set("ultra", forKey: "video-quality")
    check(settings.videoQuality == .medium, "an unknown stored value reads as the default")
    defaults.set(99, forKey: "skip_seconds")
    check(settings.skipSeconds == .thirtySeconds, "an unknown stored number reads as the default")

    // Plain values.
    settings.volume = 0.25
    settings.buildNumber = 43
    settings.userName = "Lee"
    settings.installedAt = Date(timeIntervalSinceReferenceDate: 0)
    settings.tokenData = Data([9])
    check(settings.volume == 0.25 && defaults.double(forKey: "volume") == 0.25, "volume = 0.25")
    check(settings.buildNumber == 43 && settings.userName == "Lee", "buildNumber, userName")
    check(settings.installedAt == Date(timeIntervalSinceReferenceDate: 0) && settings.tokenData == Data([9]), "date, data")
    settings.자동재생 = true
    check(defaults.object(forKey: "자동 재생") as? Bool == true, "자동재생 = true")

    printKeys("KitchenSettings", [
        KitchenSettings.Keys.autoplayEnabled, KitchenSettings.Keys.wifiOnly, KitchenSettings.Keys.showHints,
        KitchenSettings.Keys._2faRequired, KitchenSettings.Keys.volume, KitchenSettings.Keys.fontSize,
        KitchenSettings.Keys.skipSeconds, KitchenSettings.Keys.videoQuality, KitchenSettings.Keys.appearance,
        KitchenSettings.Keys.sortOrder, KitchenSettings.Keys.playbackSpeed, KitchenSettings.Keys.class,
        KitchenSettings.Keys.retryLimit, KitchenSettings.Keys.userName, KitchenSettings.Keys.apiToken,
        KitchenSettings.Keys.urlScheme, KitchenSettings.Keys.appVersion, KitchenSettings.Keys.buildNumber,
        KitchenSettings.Keys.maxRetries, KitchenSettings.Keys.syncratio, KitchenSettings.Keys.isPro,
        KitchenSettings.Keys.installedAt, KitchenSettings.Keys.tokenData, KitchenSettings.Keys.sendCrashReports,
        KitchenSettings.Keys.theme, KitchenSettings.Keys.zoomPercent, KitchenSettings.Keys.überModus, KitchenSettings.Keys.자동재생,
    ])
}

// MARK: SoriSettings: the sample bundle

withFreshDefaults { defaults in
    let settings = SoriSettings(defaults: defaults)
    for registered in [false, true] {
        if registered { settings.registerDefaults() }
        let stage = registered ? "registered" : "unregistered"
        check(settings.continuousPlay && settings.skipForwardSeconds == .thirtySeconds && settings.playbackVolume == 0.8, stage)
        check(!settings.cellularDownloads && settings.showSidebar && settings.transcriptLanguage == .auto, stage)
        check(settings.accountEmail == "" && settings.syncPasscode == "" && settings.subscriptionPlan == "free", stage)
        check(settings.appVersion == "2.4.1 (318)" && settings.cacheLimitMB == .oneGB, stage)
        check(settings.feedMirrorURL == "https://feeds.sori.example/", stage)
        check(!settings.sendCrashReports && !settings.rebuildLibraryOnLaunch, stage)
    }
    check(defaults.object(forKey: "cellularDownloads") as? String == "NO", "cellularDownloads registered as \"NO\"")
    settings.cellularDownloads = true
    check(defaults.object(forKey: "cellularDownloads") as? String == "YES" && settings.cellularDownloads,
          "cellularDownloads = true stores \"YES\"")
    settings.transcriptLanguage = .ko
    check(defaults.string(forKey: "transcriptLanguage") == "ko" && settings.transcriptLanguage == .ko, "transcriptLanguage")
    printKeys("SoriSettings", [
        SoriSettings.Keys.continuousPlay, SoriSettings.Keys.skipForwardSeconds, SoriSettings.Keys.playbackVolume,
        SoriSettings.Keys.cellularDownloads, SoriSettings.Keys.showSidebar, SoriSettings.Keys.transcriptLanguage,
        SoriSettings.Keys.accountEmail, SoriSettings.Keys.syncPasscode, SoriSettings.Keys.subscriptionPlan,
        SoriSettings.Keys.appVersion, SoriSettings.Keys.cacheLimitMB, SoriSettings.Keys.feedMirrorURL,
        SoriSettings.Keys.sendCrashReports, SoriSettings.Keys.rebuildLibraryOnLaunch,
    ])
}

// MARK: ScreenSettings: the cell-style sample

withFreshDefaults { defaults in
    let settings = ScreenSettings(defaults: defaults)
    for registered in [false, true] {
        if registered { settings.registerDefaults() }
        let stage = registered ? "registered" : "unregistered"
        check(settings.autoLogin && settings.pushEnabled && !settings.marketingEmails && !settings.doNotDisturb, stage)
    }
    settings.doNotDisturb = true
    check(defaults.object(forKey: "doNotDisturb") as? Bool == true && settings.doNotDisturb, "doNotDisturb = true")
    settings.autoLogin = false
    check(defaults.object(forKey: "autoLogin") as? Bool == false && !settings.autoLogin, "autoLogin = false")
    printKeys("ScreenSettings", [
        ScreenSettings.Keys.autoLogin, ScreenSettings.Keys.pushEnabled, ScreenSettings.Keys.marketingEmails,
        ScreenSettings.Keys.doNotDisturb,
    ])
}

print(failures == 0 ? "ok" : "\(failures) failed")
exit(failures == 0 ? 0 : 1)
