//! The scientific process in PostgreSQL: projects, publications (their PDFs in a table of their
//! own), doctoral students, defences and the report's figures. A page of a list is its ids with the
//! total in one statement, then the page's rows by id.

mod doctorate;
mod people;
mod projects;
pub(crate) mod publications;
mod report;

use application::ports::{
    DefenceQuery, DoctoralStudentQuery, Lock, ProjectQuery, PublicationQuery, ScienceQueries, ScienceReport, ScienceRepository,
    StoredAuthor,
};
use application::AppError;
use domain::ids::{CitizenId, DefenceId, DoctoralStudentId, InstitutionId, ProjectId, PublicationId, StaffId};
use domain::paging::Page;
use domain::science::doctorate::{DefenceDetails, DoctoralStudentDetails};
use domain::science::project::ProjectDraft;
use domain::science::publication::PublicationDetails;
use domain::science::{Defence, DoctoralStudent, Project, Publication, PublicationFile, Verification};
use domain::version::Version;

use crate::statements::Statement;
use crate::store::PgStore;
use crate::unit_of_work::{PgTransaction, Root};

/// A person's full name as the lists show it: last, first and middle name.
pub(crate) const FULL_NAME: &str = "trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name)";

/// Rows loaded by id, put back in the order of `ids`.
fn in_order<T>(ids: &[i64], mut rows: Vec<T>, id_of: impl Fn(&T) -> i64) -> Vec<T> {
    let mut ordered = Vec::with_capacity(rows.len());
    for id in ids {
        if let Some(index) = rows.iter().position(|row| id_of(row) == *id) {
            ordered.push(rows.swap_remove(index));
        }
    }
    ordered
}

impl ScienceQueries for PgStore {
    fn projects(&self, query: &ProjectQuery) -> Result<Page<Project>, AppError> {
        projects::list(&mut *self.conn()?, query)
    }

    fn project(&self, id: ProjectId) -> Result<Option<Project>, AppError> {
        projects::find(&mut *self.conn()?, id)
    }

    fn publications(&self, query: &PublicationQuery) -> Result<Page<Publication>, AppError> {
        publications::list(&mut *self.conn()?, query)
    }

    fn publication(&self, id: PublicationId) -> Result<Option<Publication>, AppError> {
        publications::find(&mut *self.conn()?, id)
    }

    fn publication_pdf(&self, id: PublicationId) -> Result<Option<(PublicationFile, Vec<u8>)>, AppError> {
        publications::pdf(&mut *self.conn()?, id)
    }

    fn doctoral_students(&self, query: &DoctoralStudentQuery) -> Result<Page<DoctoralStudent>, AppError> {
        doctorate::list_students(&mut *self.conn()?, query)
    }

    fn doctoral_student(&self, id: DoctoralStudentId) -> Result<Option<DoctoralStudent>, AppError> {
        doctorate::find_student(&mut *self.conn()?, id)
    }

    fn defences(&self, query: &DefenceQuery) -> Result<Page<Defence>, AppError> {
        doctorate::list_defences(&mut *self.conn()?, query)
    }

    fn defence(&self, id: DefenceId) -> Result<Option<Defence>, AppError> {
        doctorate::find_defence(&mut *self.conn()?, id)
    }

    fn report(&self, institution: Option<InstitutionId>, year: i16) -> Result<ScienceReport, AppError> {
        report::report(&mut *self.conn()?, institution, year)
    }
}

impl ScienceRepository for PgTransaction<'_> {
    fn staff_names(&mut self, institution: InstitutionId, staff: &[StaffId]) -> Result<Vec<(StaffId, String)>, AppError> {
        people::staff_names(self.conn, institution, staff)
    }

    fn project(&mut self, id: ProjectId, lock: Lock) -> Result<Option<Project>, AppError> {
        if !self.lock_root(lock, Root::ScienceProjects, id.get())? {
            return Ok(None);
        }
        projects::find(self.conn, id)
    }

    fn insert_project(&mut self, institution: InstitutionId, draft: &ProjectDraft) -> Result<Project, AppError> {
        projects::insert(self.conn, institution, draft)
    }

    fn save_project(&mut self, id: ProjectId, draft: &ProjectDraft, version: Version) -> Result<Project, AppError> {
        projects::save(self.conn, id, draft, version)
    }

    fn delete_project(&mut self, project: &Project) -> Result<(), AppError> {
        projects::delete(self.conn, project.id)
    }

    fn publication(&mut self, id: PublicationId, lock: Lock) -> Result<Option<Publication>, AppError> {
        if !self.lock_root(lock, Root::Publications, id.get())? {
            return Ok(None);
        }
        publications::find(self.conn, id)
    }

    fn insert_publication(
        &mut self,
        institution: InstitutionId,
        details: &PublicationDetails,
        authors: &[StoredAuthor],
    ) -> Result<Publication, AppError> {
        publications::insert(self.conn, institution, details, authors)
    }

    fn save_publication(
        &mut self,
        id: PublicationId,
        details: &PublicationDetails,
        authors: &[StoredAuthor],
        verification: Verification,
        version: Version,
    ) -> Result<Publication, AppError> {
        publications::save(self.conn, id, details, authors, verification, version)
    }

    fn set_verification(&mut self, id: PublicationId, verification: Verification, reason: &str) -> Result<Publication, AppError> {
        publications::set_verification(self.conn, id, verification, reason)
    }

    fn confirm_authorship(&mut self, id: PublicationId, staff: StaffId) -> Result<Publication, AppError> {
        publications::confirm(self.conn, id, staff)
    }

    fn store_file(&mut self, id: PublicationId, name: &str, content: &[u8], verification: Verification) -> Result<Publication, AppError> {
        publications::store_file(self.conn, id, name, content, verification)
    }

    fn remove_file(&mut self, id: PublicationId, verification: Verification) -> Result<Publication, AppError> {
        publications::remove_file(self.conn, id, verification)
    }

    fn delete_publication(&mut self, publication: &Publication) -> Result<(), AppError> {
        publications::delete(self.conn, publication.id)
    }

    fn doctoral_student(&mut self, id: DoctoralStudentId, lock: Lock) -> Result<Option<DoctoralStudent>, AppError> {
        if !self.lock_root(lock, Root::DoctoralStudents, id.get())? {
            return Ok(None);
        }
        doctorate::find_student(self.conn, id)
    }

    fn insert_doctoral_student(
        &mut self,
        institution: InstitutionId,
        citizen: CitizenId,
        details: &DoctoralStudentDetails,
    ) -> Result<DoctoralStudent, AppError> {
        doctorate::insert_student(self.conn, institution, citizen, details)
    }

    fn save_doctoral_student(
        &mut self,
        id: DoctoralStudentId,
        details: &DoctoralStudentDetails,
        version: Option<Version>,
    ) -> Result<DoctoralStudent, AppError> {
        doctorate::save_student(self.conn, id, details, version)
    }

    fn delete_doctoral_student(&mut self, student: &DoctoralStudent) -> Result<(), AppError> {
        doctorate::delete_student(self.conn, student.id)
    }

    fn defence(&mut self, id: DefenceId, lock: Lock) -> Result<Option<Defence>, AppError> {
        if !self.lock_root(lock, Root::Defences, id.get())? {
            return Ok(None);
        }
        doctorate::find_defence(self.conn, id)
    }

    fn insert_defence(
        &mut self,
        institution: InstitutionId,
        student: DoctoralStudentId,
        details: &DefenceDetails,
    ) -> Result<Defence, AppError> {
        doctorate::insert_defence(self.conn, institution, student, details)
    }

    fn save_defence(&mut self, id: DefenceId, details: &DefenceDetails, version: Version) -> Result<Defence, AppError> {
        doctorate::save_defence(self.conn, id, details, version)
    }

    fn delete_defence(&mut self, defence: &Defence) -> Result<(), AppError> {
        doctorate::delete_defence(self.conn, defence.id)
    }
}

/// The statements of the submodules.
pub(crate) fn statements() -> Vec<Statement> {
    [doctorate::statements(), people::statements(), projects::statements(), publications::statements(), report::statements()].concat()
}
