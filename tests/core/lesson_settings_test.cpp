// lesson_settings_test.cpp — the settings table is coherent (names, keys and flags unique, defaults in range and
// equal to LessonParams{}, every code pattern has one value), and the JSON the page's module carries says the same.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/lesson_model.hpp"
#include "core/lesson_settings.hpp"

namespace {

using qkv::kLessonSettings;
using qkv::LessonSetting;
using qkv::SettingKind;

TEST(LessonSettings, NamesKeysAndFlagsAreUnique) {
    std::set<std::string> names, keys, flags;
    for (const LessonSetting& setting : kLessonSettings) {
        EXPECT_TRUE(names.insert(setting.name).second) << setting.name;
        EXPECT_TRUE(keys.insert(setting.url_key).second) << setting.url_key;
        EXPECT_TRUE(flags.insert(setting.flag).second) << setting.flag;
        EXPECT_EQ(qkv::find_setting_by_name(setting.name), &setting);
        EXPECT_EQ(qkv::find_setting_by_flag(setting.flag), &setting);
    }
    EXPECT_EQ(qkv::find_setting_by_name("embd"), nullptr);
}

TEST(LessonSettings, DefaultsAreTheLessonsAndInRange) {
    const qkv::LessonParams lesson;
    EXPECT_EQ(lesson.seed, qkv::Seed::from_int64(42));
    EXPECT_EQ(qkv::validate(lesson), "");
    for (const LessonSetting& setting : kLessonSettings) {
        if (setting.kind != SettingKind::count) continue;
        EXPECT_EQ(qkv::count_of(lesson, setting.id), setting.default_value) << setting.name;
        EXPECT_LE(setting.min, setting.default_value) << setting.name;
        EXPECT_LE(setting.default_value, setting.max) << setting.name;
        EXPECT_LE(setting.max, setting.flag_max) << setting.name;
    }
    EXPECT_EQ(lesson.bias, qkv::lesson_setting(qkv::SettingId::bias).default_value != 0);
}

TEST(LessonSettings, BoundsNameACountAndPatternsHaveOneValue) {
    for (const LessonSetting& setting : kLessonSettings) {
        if (setting.at_most) {
            const LessonSetting* bound = qkv::find_setting_by_name(setting.at_most);
            ASSERT_NE(bound, nullptr) << setting.name;
            EXPECT_EQ(bound->kind, SettingKind::count) << setting.name;
        }
        const std::string pattern = setting.code_pattern;
        EXPECT_EQ(pattern.find('#'), pattern.rfind('#')) << pattern;
        EXPECT_NE(pattern.find('#'), std::string::npos) << pattern;
    }
}

TEST(LessonSettings, JsonCarriesEveryKeyTheUrlParserReads) {
    EXPECT_EQ(qkv::lesson_settings_json(),
              "[{\"name\":\"seed\",\"url_key\":\"seed\",\"kind\":\"seed\",\"default\":42},"
              "{\"name\":\"tokens\",\"url_key\":\"tokens\",\"kind\":\"count\",\"default\":4,\"min\":1,\"max\":64},"
              "{\"name\":\"n_embd\",\"url_key\":\"embd\",\"kind\":\"count\",\"default\":128,\"min\":1,\"max\":1024},"
              "{\"name\":\"n_head\",\"url_key\":\"heads\",\"kind\":\"count\",\"default\":4,\"min\":1,\"max\":16,"
              "\"at_most\":\"n_embd\"},"
              "{\"name\":\"bias\",\"url_key\":\"bias\",\"kind\":\"toggle\",\"default\":false}]");
    const std::string module = qkv::lesson_settings_module();
    EXPECT_NE(module.find("export const LESSON_SETTINGS = "), std::string::npos);
    EXPECT_NE(module.find("{\"name\":\"n_head\""), std::string::npos);
}

}  // namespace
