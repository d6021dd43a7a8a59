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
            Language::Uz | Language::UzCyrl => "O‘chirib bo‘lmaydi: bu ma’lumotga boshqa yozuvlar bog‘langan",
            Language::Ru => "Нельзя удалить: на эти данные ссылаются другие записи",
            Language::En => "It cannot be deleted: other records refer to it",
        }
        .to_string()
    }
}

/// What kind of record refers to one being deleted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ReferrerKind {
    Subject,
    SubjectBundle,
    CurriculumTemplate,
    Curriculum,
}

impl ReferrerKind {
    fn label(self, language: Language) -> &'static str {
        use Language::*;
        language.fixed(match (self, language) {
            (ReferrerKind::Subject, Uz | UzCyrl) => "fan",
            (ReferrerKind::Subject, Ru) => "предмет",
            (ReferrerKind::Subject, En) => "subject",
            (ReferrerKind::SubjectBundle, Uz | UzCyrl) => "fanlar to‘plami",
            (ReferrerKind::SubjectBundle, Ru) => "набор предметов",
            (ReferrerKind::SubjectBundle, En) => "subject bundle",
            (ReferrerKind::CurriculumTemplate, Uz | UzCyrl) => "namunaviy o‘quv reja",
            (ReferrerKind::CurriculumTemplate, Ru) => "типовой учебный план",
            (ReferrerKind::CurriculumTemplate, En) => "model curriculum",
            (ReferrerKind::Curriculum, Uz | UzCyrl) => "o‘quv reja",
            (ReferrerKind::Curriculum, Ru) => "учебный план",
            (ReferrerKind::Curriculum, En) => "curriculum",
        })
    }
}

/// One record that refers to the one being deleted, by its (Uzbek) name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Referrer {
    pub kind: ReferrerKind,
    pub name: String,
}

/// A delete refused because the records named still refer to the one being deleted. `total`
/// counts every referring record; `named` holds the first few of them, which the message names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferencedBy {
    pub named: Vec<Referrer>,
    pub total: i64,
}

impl ReferencedBy {
    /// How many referring records a message names at most.
    pub const NAMED: usize = 5;

    /// The refusal for the referring records found, or nothing when there are none. Each kind
    /// contributes its first names and its count.
    pub fn of(found: Vec<(ReferrerKind, Vec<String>, i64)>) -> Option<ReferencedBy> {
        let total: i64 = found.iter().map(|(_, _, count)| *count).sum();
        if total == 0 {
            return None;
        }
        let named = found
            .into_iter()
            .flat_map(|(kind, names, _)| names.into_iter().map(move |name| Referrer { kind, name }))
            .take(Self::NAMED)
            .collect();
        Some(ReferencedBy { named, total })
    }
}

impl Localized for ReferencedBy {
    fn code(&self) -> &'static str {
        "still_referenced"
    }

    fn message(&self, language: Language) -> String {
        let names: Vec<String> = self.named.iter().map(|r| format!("{} «{}»", r.kind.label(language), r.name)).collect();
        let rest = self.total - self.named.len() as i64;
        let mut text = match language {
            Language::Uz | Language::UzCyrl => format!("O‘chirib bo‘lmaydi, unga bog‘langan: {}", names.join(", ")),
            Language::Ru => format!("Нельзя удалить, на это ссылаются: {}", names.join(", ")),
            Language::En => format!("It cannot be deleted, it is used by: {}", names.join(", ")),
        };
        if rest > 0 {
            text.push_str(&match language {
                Language::Uz | Language::UzCyrl => format!(" va yana {rest} ta"),
                Language::Ru => format!(" и ещё {rest}"),
                Language::En => format!(" and {rest} more"),
            });
        }
        text
    }
}

/// What kind of records still point at the one being deleted, as the database names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReferringTable {
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
    Groups,
    Students,
    Exams,
}

impl ReferringTable {
    /// The kind of records a referencing table holds, if it is one people know by name.
    pub fn of_table(table: &str) -> Option<ReferringTable> {
        let referrer = match table {
            "staffs" | "staff_positions" | "staff_position_subjects" => ReferringTable::Staff,
            "users" | "user_institutions" | "user_roles" => ReferringTable::Users,
            "buildings" => ReferringTable::Buildings,
            "rooms" => ReferringTable::Rooms,
            "class_hours" => ReferringTable::ClassHours,
            "institution_departments" | "ministry_departments" => ReferringTable::Departments,
            "edu_subjects" => ReferringTable::Subjects,
            "ratings" => ReferringTable::Ratings,
            "exams" => ReferringTable::Exams,
            "edu_groups" | "edu_subgroups" => ReferringTable::Groups,
            "students" | "student_status_history" | "edu_subgroup_students" => ReferringTable::Students,
            t if t.contains("bundle") => ReferringTable::SubjectBundles,
            t if t.starts_with("curriculum_template") => ReferringTable::ModelCurricula,
            t if t.starts_with("curricul") || t.starts_with("semester") || t.starts_with("vocational") || t.ends_with("exams") => {
                ReferringTable::Curricula
            }
            _ => return None,
        };
        Some(referrer)
    }

    fn names(self) -> [&'static str; 3] {
        match self {
            ReferringTable::Staff => ["xodimlar", "сотрудники", "staff records"],
            ReferringTable::Users => ["foydalanuvchilar", "пользователи", "users"],
            ReferringTable::Buildings => ["binolar", "здания", "buildings"],
            ReferringTable::Rooms => ["xonalar", "аудитории", "rooms"],
            ReferringTable::ClassHours => ["dars soatlari", "учебные часы", "class periods"],
            ReferringTable::Departments => ["bo‘limlar", "подразделения", "departments"],
            ReferringTable::Subjects => ["fanlar", "предметы", "subjects"],
            ReferringTable::SubjectBundles => ["fanlar to‘plamlari", "наборы предметов", "subject bundles"],
            ReferringTable::ModelCurricula => ["namunaviy o‘quv rejalar", "типовые учебные планы", "model curricula"],
            ReferringTable::Curricula => ["o‘quv rejalar", "учебные планы", "curricula"],
            ReferringTable::Ratings => ["baholar", "оценки", "ratings"],
            ReferringTable::Groups => ["guruhlar", "группы", "groups"],
            ReferringTable::Students => ["talabalar", "студенты", "students"],
            ReferringTable::Exams => ["imtihonlar", "экзамены", "exams"],
        }
    }
}

/// A delete refused because records of a known kind still point at the one being deleted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferencedByTable(pub ReferringTable);

impl Localized for ReferencedByTable {
    fn code(&self) -> &'static str {
        "still_referenced"
    }

    fn message(&self, language: Language) -> String {
        let [uz, ru, en] = self.0.names();
        match language {
            Language::Uz | Language::UzCyrl => format!("O‘chirib bo‘lmaydi: bu ma’lumotga {uz} bog‘langan"),
            Language::Ru => format!("Нельзя удалить: на эти данные ссылаются {ru}"),
            Language::En => format!("It cannot be deleted: {en} refer to it"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_message_names_what_refers_in_every_language() {
        let refused = ReferencedBy::of(vec![
            (ReferrerKind::CurriculumTemplate, vec!["Kompyuter injiniringi".into()], 1),
            (ReferrerKind::SubjectBundle, vec!["IT asoslari".into()], 1),
        ])
        .unwrap();
        assert_eq!(refused.code(), "still_referenced");
        assert_eq!(
            refused.message(Language::Uz),
            "O‘chirib bo‘lmaydi, unga bog‘langan: namunaviy o‘quv reja «Kompyuter injiniringi», fanlar to‘plami «IT asoslari»"
        );
        assert!(refused.message(Language::Ru).contains("типовой учебный план «Kompyuter injiniringi»"));
        assert!(refused.message(Language::En).contains("subject bundle «IT asoslari»"));
        assert_eq!(ReferencedBy::of(vec![(ReferrerKind::Subject, vec![], 0)]), None);
    }

    proptest! {
        #[test]
        fn at_most_a_few_are_named_and_the_rest_are_counted(counts in proptest::collection::vec(0i64..8, 1..4)) {
            let found: Vec<(ReferrerKind, Vec<String>, i64)> = counts
                .iter()
                .map(|&n| (ReferrerKind::Subject, (0..n).map(|i| format!("F{i}")).collect(), n))
                .collect();
            let total: i64 = counts.iter().sum();
            match ReferencedBy::of(found) {
                None => prop_assert_eq!(total, 0),
                Some(refused) => {
                    prop_assert_eq!(refused.total, total);
                    prop_assert_eq!(refused.named.len() as i64, total.min(ReferencedBy::NAMED as i64));
                    prop_assert_eq!(refused.message(Language::En).contains("more"), total > ReferencedBy::NAMED as i64);
                }
            }
        }
    }

    #[test]
    fn the_referencing_table_names_what_refers() {
        assert_eq!(ReferringTable::of_table("staff_positions"), Some(ReferringTable::Staff));
        assert_eq!(ReferringTable::of_table("curriculum_template_subjects"), Some(ReferringTable::ModelCurricula));
        assert_eq!(ReferringTable::of_table("curriculum_semester_subjects"), Some(ReferringTable::Curricula));
        assert_eq!(ReferringTable::of_table("exams"), Some(ReferringTable::Exams), "not the curricula' DAK exams");
        assert_eq!(ReferringTable::of_table("audit_log"), None);
        assert_eq!(ReferencedByTable(ReferringTable::Staff).message(Language::Uz), "O‘chirib bo‘lmaydi: bu ma’lumotga xodimlar bog‘langan");
    }
}
