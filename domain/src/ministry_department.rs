use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::MinistryDepartmentId;
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;
use crate::validation::ValidationErrors;
use crate::version::Version;

/// A department of the ministry; departments nest under a parent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinistryDepartmentDraft {
    pub name: MultilingualName,
    pub parent_id: Option<MinistryDepartmentId>,
}

impl MinistryDepartmentDraft {
    pub fn parse(name: (&str, &str, &str, &str), parent_id: Option<i64>) -> Result<MinistryDepartmentDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = match MultilingualName::parse(name.0, name.1, name.2, name.3) {
            Ok(name) => Some(name),
            Err(name_errors) => {
                errors.merge("name", name_errors);
                None
            }
        };
        let parent_id = errors.check("parent_id", parent_id.map(MinistryDepartmentId::new).transpose());
        errors.into_result()?;
        match (name, parent_id) {
            (Some(name), Some(parent_id)) => Ok(MinistryDepartmentDraft { name, parent_id }),
            _ => Err(ValidationErrors::single("name", crate::validation::Invalid::Required)),
        }
    }

    /// A department cannot sit under itself or under one of its own sub-departments.
    /// `ancestors_of_parent` lists the chain above the chosen parent, nearest first.
    pub fn check_parent(&self, id: MinistryDepartmentId, ancestors_of_parent: &[MinistryDepartmentId]) -> Result<(), DepartmentTreeRule> {
        match self.parent_id {
            Some(parent) if parent == id || ancestors_of_parent.contains(&id) => Err(DepartmentTreeRule::Cycle),
            _ => Ok(()),
        }
    }
}

/// A stored ministry department.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinistryDepartment {
    pub id: MinistryDepartmentId,
    pub details: MinistryDepartmentDraft,
    pub version: Version,
}

impl MinistryDepartment {
    /// A department with departments under it stays: they go first.
    pub fn check_delete(&self, children: i64) -> Result<(), DepartmentTreeRule> {
        if children > 0 {
            return Err(DepartmentTreeRule::HasChildren { children });
        }
        Ok(())
    }
}

impl Audited for MinistryDepartment {
    const ENTITY: EntityType = EntityType::MinistryDepartment;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("name_uz", d.name.uz().into()),
            ("name_uz_cyrl", d.name.uz_cyrl().into()),
            ("name_ru", d.name.ru().into()),
            ("name_en", d.name.en().into()),
            ("parent_id", d.parent_id.map(|p| p.get()).into()),
        ])
    }
}

/// Rules of the department tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DepartmentTreeRule {
    Cycle,
    HasChildren { children: i64 },
}

impl Localized for DepartmentTreeRule {
    fn code(&self) -> &'static str {
        match self {
            DepartmentTreeRule::Cycle => "department_cycle",
            DepartmentTreeRule::HasChildren { .. } => "department_has_children",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (DepartmentTreeRule::Cycle, Uz | UzCyrl) => "Bo‘lim o‘zining yoki o‘z quyi bo‘limining ostiga qo‘yilmaydi".into(),
            (DepartmentTreeRule::Cycle, Ru) => "Отдел нельзя подчинить самому себе или своему подотделу".into(),
            (DepartmentTreeRule::Cycle, En) => "A department cannot sit under itself or one of its sub-departments".into(),
            (DepartmentTreeRule::HasChildren { children }, Uz | UzCyrl) => {
                format!("Bo‘limni o‘chirib bo‘lmaydi: unda {children} ta quyi bo‘lim bor")
            }
            (DepartmentTreeRule::HasChildren { children }, Ru) => format!("Отдел нельзя удалить: у него есть подотделы ({children})"),
            (DepartmentTreeRule::HasChildren { children }, En) => {
                format!("The department cannot be deleted: it has {children} sub-department(s)")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: i64) -> MinistryDepartmentId {
        MinistryDepartmentId::from_stored(n)
    }

    #[test]
    fn a_department_never_ends_up_under_itself() {
        let under = |parent: i64| MinistryDepartmentDraft::parse(("Bo‘lim", "", "", ""), Some(parent)).unwrap();
        assert_eq!(under(1).check_parent(id(1), &[]), Err(DepartmentTreeRule::Cycle));
        // 3 sits under 2, which sits under 1: moving 1 under 3 would close a loop.
        assert_eq!(under(3).check_parent(id(1), &[id(2), id(1)]), Err(DepartmentTreeRule::Cycle));
        assert_eq!(under(3).check_parent(id(4), &[id(2), id(1)]), Ok(()));
        assert!(MinistryDepartmentDraft::parse(("", "", "", ""), Some(0)).is_err());
    }
}
