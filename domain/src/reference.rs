use crate::language::{Language, Localized};

/// A delete refused because other records still point at the one being deleted, named when the
/// rule that refuses it knows them; this is the fallback when only the database knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StillReferenced;

impl Localized for StillReferenced {
    fn code(&self) -> &'static str {
        "still_referenced"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz => "O‘chirib bo‘lmaydi: bu ma’lumotga boshqa yozuvlar bog‘langan",
            Language::Ru => "Нельзя удалить: на эти данные ссылаются другие записи",
            Language::En => "It cannot be deleted: other records refer to it",
        }
        .to_string()
    }
}

/// What kind of records still point at the one being deleted, as the database names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Referrer {
    Staff,
    Users,
    Buildings,
    Rooms,
    ClassHours,
    Departments,
    Subjects,
    SubjectBundles,
    ModelCurricula,
    Curricula,
    Ratings,
}

impl Referrer {
    /// The kind of records a referencing table holds, if it is one people know by name.
    pub fn of_table(table: &str) -> Option<Referrer> {
        let referrer = match table {
            "staffs" | "staff_positions" | "staff_position_subjects" => Referrer::Staff,
            "users" | "user_institutions" | "user_roles" => Referrer::Users,
            "buildings" => Referrer::Buildings,
            "rooms" => Referrer::Rooms,
            "class_hours" => Referrer::ClassHours,
            "institution_departments" | "ministry_departments" => Referrer::Departments,
            "edu_subjects" => Referrer::Subjects,
            "ratings" => Referrer::Ratings,
            t if t.contains("bundle") => Referrer::SubjectBundles,
            t if t.starts_with("curriculum_template") => Referrer::ModelCurricula,
            t if t.starts_with("curricul") || t.starts_with("semester") || t.starts_with("vocational") || t.ends_with("exams") => {
                Referrer::Curricula
            }
            _ => return None,
        };
        Some(referrer)
    }

    fn names(self) -> [&'static str; 3] {
        match self {
            Referrer::Staff => ["xodimlar", "сотрудники", "staff records"],
            Referrer::Users => ["foydalanuvchilar", "пользователи", "users"],
            Referrer::Buildings => ["binolar", "здания", "buildings"],
            Referrer::Rooms => ["xonalar", "аудитории", "rooms"],
            Referrer::ClassHours => ["dars soatlari", "учебные часы", "class periods"],
            Referrer::Departments => ["bo‘limlar", "подразделения", "departments"],
            Referrer::Subjects => ["fanlar", "предметы", "subjects"],
            Referrer::SubjectBundles => ["fanlar to‘plamlari", "наборы предметов", "subject bundles"],
            Referrer::ModelCurricula => ["namunaviy o‘quv rejalar", "типовые учебные планы", "model curricula"],
            Referrer::Curricula => ["o‘quv rejalar", "учебные планы", "curricula"],
            Referrer::Ratings => ["baholar", "оценки", "ratings"],
        }
    }
}

/// A delete refused because records of a known kind still point at the one being deleted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferencedBy(pub Referrer);

impl Localized for ReferencedBy {
    fn code(&self) -> &'static str {
        "still_referenced"
    }

    fn message(&self, language: Language) -> String {
        let [uz, ru, en] = self.0.names();
        match language {
            Language::Uz => format!("O‘chirib bo‘lmaydi: bu ma’lumotga {uz} bog‘langan"),
            Language::Ru => format!("Нельзя удалить: на эти данные ссылаются {ru}"),
            Language::En => format!("It cannot be deleted: {en} refer to it"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_referencing_table_names_what_refers() {
        assert_eq!(Referrer::of_table("staff_positions"), Some(Referrer::Staff));
        assert_eq!(Referrer::of_table("curriculum_template_subjects"), Some(Referrer::ModelCurricula));
        assert_eq!(Referrer::of_table("curriculum_semester_subjects"), Some(Referrer::Curricula));
        assert_eq!(Referrer::of_table("audit_log"), None);
        assert_eq!(ReferencedBy(Referrer::Staff).message(Language::Uz), "O‘chirib bo‘lmaydi: bu ma’lumotga xodimlar bog‘langan");
    }
}
