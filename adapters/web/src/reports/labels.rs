//! The words of the reports' Excel files, in the three languages of the product.

use domain::language::Language;
use domain::student::StudentStatus;

/// A column's or a section's title.
pub(super) fn title(key: &str, language: Language) -> &'static str {
    let [uz, ru, en] = match key {
        "institution" => ["Ta’lim muassasasi", "Учреждение", "Institution"],
        "region" => ["Hudud", "Регион", "Region"],
        "students" => ["Talabalar", "Студенты", "Students"],
        "groups" => ["Guruhlar", "Группы", "Groups"],
        "teachers" => ["O‘qituvchilar", "Преподаватели", "Teachers"],
        "staff" => ["Xodimlar", "Сотрудники", "Staff"],
        "curricula" => ["O‘quv rejalar", "Учебные планы", "Curricula"],
        "code" => ["Kod", "Код", "Code"],
        "direction" => ["Yo‘nalish", "Направление", "Direction"],
        "full_name" => ["F.I.Sh.", "Ф.И.О.", "Full name"],
        "lessons_held" => ["O‘tilgan darslar", "Проведено занятий", "Lessons held"],
        "topics_entered" => ["Mavzu kiritilgan", "Темы внесены", "Topics entered"],
        "topics_planned" => ["Rejadagi mavzular", "Тем в плане", "Topics planned"],
        "group" => ["Guruh", "Группа", "Group"],
        "subject" => ["Fan", "Предмет", "Subject"],
        "last_login" => ["Oxirgi kirish", "Последний вход", "Last login"],
        "dimension" => ["Ko‘rsatkich", "Показатель", "Dimension"],
        "value" => ["Qiymat", "Значение", "Value"],
        "count" => ["Soni", "Количество", "Count"],
        "status" => ["Holat", "Статус", "Status"],
        "course" => ["Kurs", "Курс", "Course"],
        "gender" => ["Jinsi", "Пол", "Gender"],
        "edu_form" => ["Ta’lim shakli", "Форма обучения", "Form of education"],
        _ => ["", "", ""],
    };
    match language {
        Language::Uz => uz,
        Language::Ru => ru,
        Language::En => en,
    }
}

/// The label of a student's status code.
pub(super) fn student_status(code: &str, language: Language) -> String {
    StudentStatus::parse(code).map_or_else(|_| code.to_string(), |s| s.label(language).to_string())
}

pub(super) fn gender(code: &str, language: Language) -> String {
    let [uz, ru, en] = match code {
        "1" => ["Erkak", "Мужской", "Male"],
        "2" => ["Ayol", "Женский", "Female"],
        _ => return code.to_string(),
    };
    pick([uz, ru, en], language)
}

pub(super) fn edu_form(code: &str, language: Language) -> String {
    let [uz, ru, en] = match code {
        "FULL_TIME" => ["Kunduzgi", "Очная", "Full-time"],
        "PART_TIME" => ["Sirtqi", "Заочная", "Part-time"],
        "EVENING" => ["Kechki", "Вечерняя", "Evening"],
        "DISTANCE" => ["Masofaviy", "Дистанционная", "Distance"],
        _ => return code.to_string(),
    };
    pick([uz, ru, en], language)
}

fn pick([uz, ru, en]: [&str; 3], language: Language) -> String {
    match language {
        Language::Uz => uz,
        Language::Ru => ru,
        Language::En => en,
    }
    .to_string()
}
